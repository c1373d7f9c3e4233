import { type CourseUploadKind, courseFileRules } from '@aula/contract/staff-course-files';
import { courseFileMessages } from '@aula/contract/staff-messages';
import type { AppServices } from '../../platform/app-services.ts';
import { courseFilesFolder, mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UploadProblem } from '../../platform/verify-upload.ts';
import { acceptStaffUpload } from '../uploads/index.ts';

/** Where an upload's file lives in the organisation's media: a folder of its own, named by its grant. */
export function courseFilePath(grantId: string, storedName: string): string {
  return `${courseFilesFolder}${grantId}/${storedName}`;
}

/** The course files' own words for a refused upload, which every language of the staff pages says. */
const refusals: Record<UploadProblem, string> = {
  missing: courseFileMessages.noUpload,
  'too-small': courseFileMessages.empty,
  'too-large': courseFileMessages.tooLarge,
  'wrong-size': courseFileMessages.wrongSize,
  'wrong-type': courseFileMessages.wrongType,
  'too-many-pixels': courseFileMessages.tooLarge,
};

/**
 * Claims, once, the admin's own upload of `kind` named `storedName`: its bytes must be one of the
 * kind's (the detector's reading) within its size. Answers its media path and size; a refused file is
 * deleted and named in a 400 on `filename` (ADR 0062), in the course files' words (ADR 0100).
 */
export async function acceptCourseFile(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  kind: CourseUploadKind,
  storedName: string,
  now: Date,
): Promise<{ path: string; key: string; size: number }> {
  const rules = courseFileRules[kind];
  const accepted = await acceptStaffUpload(
    services,
    actor,
    {
      purpose: 'course-file',
      scope: kind,
      storedName,
      storedKey: (grantId) => mediaKey(actor.oid, courseFilePath(grantId, storedName)),
      rules: { maxBytes: rules.maxBytes, kinds: rules.kinds },
      field: 'filename',
      refusal: (problem) => refusals[problem],
    },
    now,
  );
  return {
    path: accepted.fileKey.slice(mediaKey(actor.oid, '').length),
    key: accepted.fileKey,
    size: accepted.size,
  };
}

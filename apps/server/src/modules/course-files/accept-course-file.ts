import { type CourseUploadKind, courseFileRules } from '@aula/contract/staff-course-files';
import type { AppServices } from '../../platform/app-services.ts';
import { courseFilesFolder, mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { acceptUpload } from '../uploads/index.ts';

/** Where an upload's file lives in the organisation's media: a folder of its own, named by its grant. */
export function courseFilePath(grantId: string, storedName: string): string {
  return `${courseFilesFolder}${grantId}/${storedName}`;
}

/**
 * Claims, once, the admin's own upload of `kind` named `storedName`: its bytes must be one of the
 * kind's (the detector's reading) within its size. Answers its media path and size; a refused file is
 * deleted and named in a 400 on `filename` (ADR 0062).
 */
export async function acceptCourseFile(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  kind: CourseUploadKind,
  storedName: string,
  now: Date,
): Promise<{ path: string; key: string; size: number }> {
  const rules = courseFileRules[kind];
  const accepted = await acceptUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'course-file',
      scope: kind,
      storedName,
      storedKey: (grantId) => mediaKey(actor.oid, courseFilePath(grantId, storedName)),
      rules: { maxBytes: rules.maxBytes, minBytes: 1, kinds: rules.kinds },
      field: 'filename',
      once: true,
    },
    now,
  );
  return {
    path: accepted.fileKey.slice(mediaKey(actor.oid, '').length),
    key: accepted.fileKey,
    size: accepted.size,
  };
}

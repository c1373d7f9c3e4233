import {
  courseFileKindOf,
  courseFileMediaTypes,
  type PresignCourseFileBody,
} from '@aula/contract/staff-course-files';
import { courseFileMessages } from '@aula/contract/staff-messages';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { grantUpload, newStoredName } from '../uploads/index.ts';

/** An hour to send the file: a video or a package may be large and a connection slow. */
const uploadSeconds = 60 * 60;

/**
 * Grants one upload address for a course file of `kind` (or a video's captions) to the calling admin
 * (ADR 0090): the contract checked the name's kind and the size; the server picks the stored name and
 * the file is sent as its kind's type.
 */
export async function presignCourseFile(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: PresignCourseFileBody,
  now: Date,
): Promise<{ url: string; filename: string; filetype: string; expiresIn: number }> {
  const kind = courseFileKindOf(body.kind, body.filename);
  const filetype = kind && courseFileMediaTypes[kind];
  if (!filetype || body.filetype.toLowerCase() !== filetype) {
    throw new AppError('VALIDATION_FAILED', courseFileMessages.sentAsOtherType, {
      filetype: `send a .${kind} file as ${filetype}`,
    });
  }
  const storedName = newStoredName(body.filename);
  const grant = await grantUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'course-file',
      scope: body.kind,
      storedName,
      contentType: filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url: grant.url, filename: storedName, filetype, expiresIn: grant.expiresIn };
}

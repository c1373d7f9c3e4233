import {
  announcementFileKindOf,
  announcementFileMediaTypes,
  announcementFileRules,
  type StaffFileAnnouncementType,
  staffFileAnnouncementTypes,
  typeAnnouncement,
} from '@aula/contract/staff-announcement-files';
import type { PresignAnnouncementFileBody } from '@aula/contract/staff-announcements';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { announcementsFolder, mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { acceptStaffUpload, grantUpload, newStoredName } from '../uploads/index.ts';
import { type PostTarget, resolvePostTarget } from './post-target.ts';

/** Half an hour to send the file (a video may be large). */
const uploadSeconds = 30 * 60;

export function isFileAnnouncementType(type: string): type is StaffFileAnnouncementType {
  return (staffFileAnnouncementTypes as readonly string[]).includes(type);
}

/** An upload is for one type and one target: a grant for another course, batch or type is not found. */
function uploadScope(target: PostTarget, type: StaffFileAnnouncementType): string {
  return `${target.subjectKind}:${target.subjectId}:${type}`;
}

/** Where an accepted announcement file lives: the organisation's media, at a path the server made. */
function mediaPathOf(grantId: string, storedName: string): string {
  return `${announcementsFolder}${grantId}/${storedName}`;
}

/**
 * Grants one upload address for the file of a file announcement, to the calling member only, for the
 * course or batch named (the subject policy has checked it): the name must be one of the type's kinds
 * and the size within its limit. The server picks the stored name; the file is sent as its kind's type.
 */
export async function presignAnnouncementFile(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: PresignAnnouncementFileBody,
  now: Date,
): Promise<{ url: string; filename: string; filetype: string; expiresIn: number }> {
  const target = await resolvePostTarget(services.db, actor.oid, body);
  const kind = announcementFileKindOf(body.type, body.filename);
  if (kind === null) {
    throw new AppError('VALIDATION_FAILED', 'That file is not of a kind this type takes.', {
      filename: 'not a kind of this type',
    });
  }
  const filetype = announcementFileMediaTypes[kind];
  if (body.filetype.toLowerCase() !== filetype) {
    throw new AppError('VALIDATION_FAILED', `Send a .${kind} file as ${filetype}.`, {
      filetype: 'does not match the file name',
    });
  }
  const storedName = newStoredName(body.filename);
  const grant = await grantUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'announcement',
      scope: uploadScope(target, body.type),
      storedName,
      contentType: filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url: grant.url, filename: storedName, filetype, expiresIn: grant.expiresIn };
}

/**
 * Claims, once, the member's own upload for this type and target: its bytes must be one of the type's
 * kinds (the detector's reading, not the name) within its size. The checked file is kept in the
 * organisation's media, where the learner's viewer reads bundle media; answers its media path (`mfname`).
 * A refused file is deleted and named in a 400 on `filename`.
 */
export async function claimAnnouncementFile(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  target: PostTarget,
  type: StaffFileAnnouncementType,
  storedName: string,
  now: Date,
): Promise<string> {
  const rules = announcementFileRules[type];
  const accepted = await acceptStaffUpload(
    services,
    actor,
    {
      purpose: 'announcement',
      scope: uploadScope(target, type),
      storedName,
      storedKey: (grantId) => mediaKey(actor.oid, mediaPathOf(grantId, storedName)),
      rules: { maxBytes: rules.maxBytes, kinds: rules.kinds },
      field: 'filename',
      refusal: (problem, reason) =>
        problem === 'missing'
          ? `No ${type} file of yours was uploaded here under that name: upload it again.`
          : `This is not a file ${typeAnnouncement(type)} takes: ${reason}`,
    },
    now,
  );
  return accepted.fileKey.slice(mediaKey(actor.oid, '').length);
}

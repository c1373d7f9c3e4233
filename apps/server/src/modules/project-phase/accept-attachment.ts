import { projectAttachmentMaxBytes, projectMessages } from '@aula/contract/project-phase';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload } from '../uploads/index.ts';
import { attachmentKey, attachmentUploadScope } from './attachment-path.ts';

export interface AcceptedAttachment {
  fileKey: string;
  fileType: string;
}

/** The spec's words for a refused file; a missing one keeps the platform's. */
function refusal(error: UploadRefusedError): AppError {
  const message =
    error.problem === 'too-large'
      ? projectMessages.fileTooLarge
      : error.problem === 'wrong-type'
        ? projectMessages.wrongFileType
        : error.message;
  return new AppError('VALIDATION_FAILED', message, { fileUrlName: message });
}

/**
 * Accepts the learner's upload once, for the message that names it (ADR 0062): copied where accepted
 * attachments live and checked from its bytes there (at most 50 MB; pdf, jpg, jpeg or png as found by a
 * detector, whatever its name says). A refused file is deleted and the spec's message answered; an
 * upload a sent message already used is refused (409).
 */
export async function acceptAttachment(
  services: { db: Db; files: FileStore },
  user: SessionUser,
  target: { bcid: string; objid: string },
  fileUrlName: string,
  now: Date,
): Promise<AcceptedAttachment> {
  const accepted = await acceptUpload(
    services,
    { oid: user.oid, eid: user.eid },
    {
      purpose: 'project',
      scope: attachmentUploadScope(target),
      storedName: fileUrlName,
      storedKey: attachmentKey(user.oid, target.bcid, user.userId, target.objid, fileUrlName),
      rules: { maxBytes: projectAttachmentMaxBytes, kinds: ['pdf', 'jpg', 'jpeg', 'png'] },
      field: 'fileUrlName',
      once: true,
    },
    now,
  ).catch((error: unknown) => {
    throw error instanceof UploadRefusedError ? refusal(error) : error;
  });
  return { fileKey: accepted.fileKey, fileType: accepted.contentType };
}

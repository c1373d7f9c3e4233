import { projectAttachmentMaxBytes, projectMessages } from '@aula/contract/project-phase';
import { AppError } from '../../platform/app-error.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError, verifyUpload } from '../../platform/verify-upload.ts';
import { attachmentKey, uploadKey } from './attachment-path.ts';

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
 * Checks the learner's uploaded file from its bytes (at most 50 MB; pdf, jpg, jpeg or png as found by
 * a detector, whatever its name says) and moves it where accepted attachments live. A refused file is
 * deleted and the spec's message answered.
 */
export async function acceptAttachment(
  files: FileStore,
  user: SessionUser,
  target: { bcid: string; objid: string },
  fileUrlName: string,
): Promise<AcceptedAttachment> {
  const from = uploadKey(user.oid, user.userId, fileUrlName);
  const verified = await verifyUpload(files, from, {
    maxBytes: projectAttachmentMaxBytes,
    kinds: ['pdf', 'jpg', 'jpeg', 'png'],
    field: 'fileUrlName',
  }).catch((error: unknown) => {
    throw error instanceof UploadRefusedError ? refusal(error) : error;
  });
  const stored = await files.get(from);
  if (!stored) throw new AppError('VALIDATION_FAILED', 'No file was uploaded under that name.');
  const fileKey = attachmentKey(user.oid, target.bcid, user.userId, target.objid, fileUrlName);
  await files.put(fileKey, stored.body, verified.contentType);
  await files.delete(from);
  return { fileKey, fileType: verified.contentType };
}

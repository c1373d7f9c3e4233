import { randomUUID } from 'node:crypto';
import {
  projectAttachmentExtension,
  projectAttachmentMaxBytes,
  projectAttachmentTypes,
  projectMessages,
} from '@aula/contract/project-phase';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { grantUpload } from '../uploads/index.ts';
import { attachmentUploadScope } from './attachment-path.ts';
import { limitProjectWrites } from './message-limit.ts';
import { openObjective } from './open-objective.ts';

/** An upload address lives this long: enough to send 50 MB on a slow line, short enough not to linger. */
const uploadSeconds = 15 * 60;

export interface AttachmentRequest {
  bcid: string;
  objid: string;
  filename: string;
  filetype: string;
  size: number;
}

/**
 * A single-use address (ADR 0062) to PUT one attachment of a message to an open objective that takes files: pdf, jpg, jpeg
 * or png by name and declared type, at most 50 MB. The bytes are judged again when the message names
 * the stored name (sendProjectMessage).
 */
export async function presignAttachment(
  db: Db,
  files: FileStore,
  user: SessionUser,
  request: AttachmentRequest,
  now: Date,
) {
  const { objective } = await openObjective(db, user, request.bcid, request.objid);
  if (!objective.fileEnable) {
    throw new AppError('CONFLICT', 'This objective takes no attachments.', { objid: 'no attachments' });
  }
  const extension = projectAttachmentExtension(request.filename);
  if (!extension || projectAttachmentTypes[extension] !== request.filetype.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', projectMessages.wrongFileType, {
      filename: projectMessages.wrongFileType,
    });
  }
  if (request.size > projectAttachmentMaxBytes) {
    throw new AppError('VALIDATION_FAILED', projectMessages.fileTooLarge, {
      size: projectMessages.fileTooLarge,
    });
  }
  await limitProjectWrites(db, user, 'upload', now);
  const fileUrlName = `${randomUUID()}.${extension}`;
  const { url } = await grantUpload(
    { db, files },
    { oid: user.oid, eid: user.eid },
    {
      purpose: 'project',
      scope: attachmentUploadScope(request),
      storedName: fileUrlName,
      contentType: projectAttachmentTypes[extension],
      size: request.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url, fileUrlName, expiresIn: uploadSeconds };
}

import type { Input, Output } from '@aula/contract/operation';
import type { getPaperApplicationPresignedUrl } from '@aula/contract/paper-application';
import { paperDocuments } from '@aula/contract/paper-form';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertNotEnrolled, findOwnApplication } from './application-batch.ts';
import { findPaperFormBatch } from './application-form-choice.ts';
import { presignDocumentUpload } from './presign-document-upload.ts';
import { paperEditableStatuses } from './status-transitions.ts';

/**
 * The spec's get-presigned-url for an upload of the paper form: only for a paper-form program, and
 * only while the form may still be saved.
 */
export async function presignPaperDocument(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  body: Input<typeof getPaperApplicationPresignedUrl>,
): Promise<Output<typeof getPaperApplicationPresignedUrl>> {
  const { db } = services;
  const { pid } = await findPaperFormBatch(db, user, body.bpid);
  await assertNotEnrolled(db, user, pid);
  const row = await findOwnApplication(db, user, body.bpid);
  if (row && !paperEditableStatuses.includes(row.pstatus)) {
    throw new AppError('CONFLICT', 'This application can no longer be changed.', { bpid: 'not editable' });
  }
  return presignDocumentUpload(services, user, { purpose: 'paper', documents: paperDocuments }, body);
}

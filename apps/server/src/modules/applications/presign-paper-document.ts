import type { Input, Output } from '@aula/contract/operation';
import type { getPaperApplicationPresignedUrl } from '@aula/contract/paper-application';
import { paperDocuments } from '@aula/contract/paper-form';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
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
  const { pid } = await findPaperFormBatch(services.db, user, body.bpid);
  const form = { purpose: 'paper', documents: paperDocuments, pid, editable: paperEditableStatuses } as const;
  return presignDocumentUpload(services, user, form, body);
}

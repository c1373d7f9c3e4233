import { applicationDocuments } from '@aula/contract/application-form';
import type { getApplicationPresignedUrl } from '@aula/contract/application-wizard';
import type { Input, Output } from '@aula/contract/operation';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findApplyBatch } from './application-batch.ts';
import { applicantForm } from './application-form-of.ts';
import { presignDocumentUpload } from './presign-document-upload.ts';
import { editableStatusesOf } from './status-transitions.ts';

/**
 * The spec's get-presigned-url for a document of the wizard or the university form: only while the
 * learner may still edit the application on the form the program takes.
 */
export async function presignApplicationDocument(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  body: Input<typeof getApplicationPresignedUrl>,
): Promise<Output<typeof getApplicationPresignedUrl>> {
  const { pid, details } = await findApplyBatch(services.db, user, body.bpid);
  const { variant } = await applicantForm(services.db, user, details);
  const form = { pid, editable: editableStatusesOf(variant) };
  return presignDocumentUpload(
    services,
    user,
    { purpose: 'application', documents: applicationDocuments, ...form },
    body,
  );
}

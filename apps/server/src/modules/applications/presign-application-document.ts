import { applicationDocuments } from '@aula/contract/application-form';
import type { getApplicationPresignedUrl } from '@aula/contract/application-wizard';
import type { Input, Output } from '@aula/contract/operation';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertNotEnrolled, findApplyBatch, findOwnApplication } from './application-batch.ts';
import { applicantForm } from './application-form-of.ts';
import { presignDocumentUpload } from './presign-document-upload.ts';
import { assertEditable } from './status-transitions.ts';

/** The spec's get-presigned-url for a document of the wizard: only while the learner may still edit it. */
export async function presignApplicationDocument(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  body: Input<typeof getApplicationPresignedUrl>,
): Promise<Output<typeof getApplicationPresignedUrl>> {
  const { db } = services;
  const { pid, details } = await findApplyBatch(db, user, body.bpid);
  const { variant } = await applicantForm(db, user, details);
  await assertNotEnrolled(db, user, pid);
  const row = await findOwnApplication(db, user, body.bpid);
  assertEditable(variant, row?.pstatus);
  return presignDocumentUpload(
    services,
    user,
    { purpose: 'application', documents: applicationDocuments },
    body,
  );
}

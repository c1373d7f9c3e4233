import { fileProblem, kindOf, mediaTypeOfKind, wrongTypeMessage } from '@aula/contract/application-form';
import type { getApplicationPresignedUrl } from '@aula/contract/application-wizard';
import type { Input, Output } from '@aula/contract/operation';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertNotEnrolled, findApplyBatch, findOwnApplication } from './application-batch.ts';
import { applicationFileKey } from './application-files.ts';
import { applicantForm } from './application-form-of.ts';
import { assertEditable } from './status-transitions.ts';

/** The browser has ten minutes to send the file. */
const uploadSeconds = 10 * 60;

/**
 * The spec's get-presigned-url for an application document: only while the learner may still edit
 * the application, only for a name, size and type the document accepts (the spec's messages). The
 * address takes exactly that many bytes of that type; the bytes are checked when the name is saved.
 */
export async function presignApplicationDocument(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  body: Input<typeof getApplicationPresignedUrl>,
): Promise<Output<typeof getApplicationPresignedUrl>> {
  const { pid, details } = await findApplyBatch(db, user, body.bpid);
  const { variant } = await applicantForm(db, user, details);
  await assertNotEnrolled(db, user, pid);
  const row = await findOwnApplication(db, user, body.bpid);
  assertEditable(variant, row?.pstatus);
  const original = body.filename.slice(5);
  const problem = fileProblem(body.document, { name: original, size: body.size });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { filename: problem });
  const kind = kindOf(body.document, original);
  if (!kind || mediaTypeOfKind[kind] !== body.filetype) {
    const message = wrongTypeMessage(body.document);
    throw new AppError('VALIDATION_FAILED', message, { filetype: message });
  }
  const url = await files.presignUpload(applicationFileKey(user, body.bpid, body.filename), {
    contentType: body.filetype,
    size: body.size,
    expiresIn: uploadSeconds,
  });
  return { url, filename: body.filename };
}

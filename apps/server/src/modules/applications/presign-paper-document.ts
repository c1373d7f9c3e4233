import type { Input, Output } from '@aula/contract/operation';
import type { getPaperApplicationPresignedUrl } from '@aula/contract/paper-application';
import {
  paperFileProblem,
  paperKindOf,
  paperMediaTypeOfKind,
  paperWrongTypeMessage,
} from '@aula/contract/paper-form';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertNotEnrolled, findOwnApplication } from './application-batch.ts';
import { applicationFileKey } from './application-files.ts';
import { findPaperFormBatch } from './application-form-choice.ts';
import { paperEditableStatuses } from './status-transitions.ts';

/** The browser has ten minutes to send the file. */
const uploadSeconds = 10 * 60;

/**
 * The spec's get-presigned-url for an upload of the paper form: only for a paper-form program, only
 * while the form may still be saved, only for a name, size and type the field accepts (the spec's
 * messages). The address takes exactly that many bytes of that type; the bytes are checked at the save.
 */
export async function presignPaperDocument(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  body: Input<typeof getPaperApplicationPresignedUrl>,
): Promise<Output<typeof getPaperApplicationPresignedUrl>> {
  const { pid } = await findPaperFormBatch(db, user, body.bpid);
  await assertNotEnrolled(db, user, pid);
  const row = await findOwnApplication(db, user, body.bpid);
  if (row && !paperEditableStatuses.includes(row.pstatus)) {
    throw new AppError('CONFLICT', 'This application can no longer be changed.', { bpid: 'not editable' });
  }
  const original = body.filename.slice(5);
  const problem = paperFileProblem(body.document, { name: original, size: body.size });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { filename: problem });
  const kind = paperKindOf(body.document, original);
  if (!kind || paperMediaTypeOfKind[kind] !== body.filetype) {
    const message = paperWrongTypeMessage(body.document);
    throw new AppError('VALIDATION_FAILED', message, { filetype: message });
  }
  const url = await files.presignUpload(applicationFileKey(user, body.bpid, body.filename), {
    contentType: body.filetype,
    size: body.size,
    expiresIn: uploadSeconds,
  });
  return { url, filename: body.filename };
}

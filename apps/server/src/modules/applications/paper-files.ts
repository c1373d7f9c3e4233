import { uploadMessages } from '@aula/contract/application-form';
import {
  type PaperDocument,
  paperDocuments,
  paperFileBytes,
  paperWrongTypeMessage,
} from '@aula/contract/paper-form';
import { AppError } from '../../platform/app-error.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError, verifyUpload } from '../../platform/verify-upload.ts';
import { applicationFileKey } from './application-files.ts';

/**
 * Checks an upload of the paper form before its stored name is saved: it is there, 50 KB to 250 KB,
 * and its bytes (read by file-type, not trusted from the name) are a kind the field accepts: png or
 * jpeg for a document, any image for the profile photo. A refused file is deleted; the 400 names the
 * field and says what the spec says, prefixed by the field's label.
 */
export async function verifyPaperFile(
  files: FileStore,
  user: SessionUser,
  bpid: string,
  document: PaperDocument,
  filename: string,
): Promise<void> {
  const key = applicationFileKey(user, bpid, filename);
  const field = `form.${document}`;
  const { label, kinds } = paperDocuments[document];
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });
  try {
    const { size } = await verifyUpload(files, key, { maxBytes: paperFileBytes.max, kinds, field });
    if (size < paperFileBytes.min) {
      await files.delete(key);
      throw refuse(`${label} ${uploadMessages.tooSmall}`);
    }
  } catch (error) {
    if (!(error instanceof UploadRefusedError)) throw error;
    if (error.problem === 'too-large') throw refuse(`${label} ${uploadMessages.tooLarge}`);
    if (error.problem === 'wrong-type') throw refuse(paperWrongTypeMessage(document));
    throw error;
  }
}

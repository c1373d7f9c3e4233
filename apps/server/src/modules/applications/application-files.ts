import {
  type ApplicationDocument,
  applicationDocuments,
  applicationFileBytes,
  uploadMessages,
  wrongTypeMessage,
} from '@aula/contract/application-form';
import { AppError } from '../../platform/app-error.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError, verifyUpload } from '../../platform/verify-upload.ts';

/** Where a learner's application document is stored: under their account id, never shared. */
export function applicationFileKey(user: SessionUser, bpid: string, filename: string): string {
  return `orgs/${user.oid}/applications/${user.userId}/${bpid}/${filename}`;
}

/**
 * Checks an uploaded document before its stored name is saved: it is there, 50 KB to 250 KB, and its
 * bytes (read by file-type, not trusted from the name) are a kind the document accepts. A refused
 * file is deleted; the 400 names the document and says what the spec says.
 */
export async function verifyApplicationFile(
  files: FileStore,
  user: SessionUser,
  bpid: string,
  document: ApplicationDocument,
  filename: string,
): Promise<void> {
  const key = applicationFileKey(user, bpid, filename);
  const field = `appobj.${document}`;
  const { label, kinds } = applicationDocuments[document];
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });
  try {
    const { size } = await verifyUpload(files, key, { maxBytes: applicationFileBytes.max, kinds, field });
    if (size < applicationFileBytes.min) {
      await files.delete(key);
      throw refuse(`${label} ${uploadMessages.tooSmall}`);
    }
  } catch (error) {
    if (!(error instanceof UploadRefusedError)) throw error;
    if (error.problem === 'too-large') throw refuse(`${label} ${uploadMessages.tooLarge}`);
    if (error.problem === 'wrong-type') throw refuse(wrongTypeMessage(document));
    throw error;
  }
}

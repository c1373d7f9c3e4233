import {
  type ApplicationDocument,
  applicationDocuments,
  applicationFileBytes,
  uploadMessages,
  wrongTypeMessage,
} from '@aula/contract/application-form';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UploadRules } from '../../platform/verify-upload.ts';
import { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload } from '../uploads/index.ts';

/**
 * Where a learner's accepted application document is stored: under their account id, never shared,
 * at a key no upload address is signed for (uploads go to a grant's own key, ADR 0062).
 */
export function applicationFileKey(
  user: Pick<SessionUser, 'oid' | 'userId'>,
  bpid: string,
  filename: string,
): string {
  return `orgs/${user.oid}/applications/${user.userId}/${bpid}/${filename}`;
}

/**
 * Accepts an uploaded document when its stored name is saved (ADR 0062): the upload granted for this
 * application under that name, copied where the application's files live and checked there: 50 KB to
 * 250 KB, and its bytes (read by file-type, not trusted from the name) a kind the document accepts. A
 * refused file is deleted; the 400 names the field and says what the spec says.
 */
export async function acceptApplicationFile(
  services: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  upload: { purpose: 'application' | 'paper'; bpid: string; filename: string; field: string; now: Date },
  rules: Omit<UploadRules, 'size' | 'field'>,
  messages: { label: string; tooSmall: string; tooLarge: string; wrongType: string },
): Promise<void> {
  const { field } = upload;
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });
  try {
    await acceptUpload(
      services,
      { oid: user.oid, eid: user.eid },
      {
        purpose: upload.purpose,
        scope: upload.bpid,
        storedName: upload.filename,
        storedKey: applicationFileKey(user, upload.bpid, upload.filename),
        rules,
        field,
      },
      upload.now,
    );
  } catch (error) {
    if (!(error instanceof UploadRefusedError)) throw error;
    if (error.problem === 'too-small') throw refuse(`${messages.label} ${messages.tooSmall}`);
    if (error.problem === 'too-large') throw refuse(`${messages.label} ${messages.tooLarge}`);
    if (error.problem === 'wrong-type') throw refuse(messages.wrongType);
    throw error;
  }
}

/** Accepts a document of the wizard's Upload Documents section (see acceptApplicationFile). */
export function verifyApplicationFile(
  services: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  bpid: string,
  document: ApplicationDocument,
  filename: string,
  now: Date,
): Promise<void> {
  const { label, kinds } = applicationDocuments[document];
  return acceptApplicationFile(
    services,
    user,
    { purpose: 'application', bpid, filename, field: `appobj.${document}`, now },
    { maxBytes: applicationFileBytes.max, minBytes: applicationFileBytes.min, kinds },
    { label, ...uploadMessages, wrongType: wrongTypeMessage(document) },
  );
}

import {
  type DocumentRule,
  documentFileBytes,
  uploadMessages,
  wrongTypeMessage,
} from '@aula/contract/application-form-documents';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload } from '../uploads/index.ts';
import { applicationFileKey } from './application-files.ts';

/** A form's documents as a save sends them: which form, its rules, and where their names sit in the body. */
export interface DocumentSave<D extends string> {
  /** The wizard's uploads (and the university form's), or the paper form's. */
  purpose: 'application' | 'paper';
  documents: Record<D, DocumentRule>;
  bpid: string;
  /** The body's path to the documents' fields, for the 400 ('appobj', 'form'). */
  fieldPrefix: string;
  /** The stored names the save holds, by document ('' when none). */
  names: Partial<Record<NoInfer<D>, unknown>>;
  /** The stored names saved before, which were accepted then. */
  saved: Partial<Record<NoInfer<D>, unknown>> | null | undefined;
  now: Date;
}

/**
 * Accepts one uploaded document when its stored name is saved (ADR 0062): the upload granted for this
 * application under that name, copied where the application's files live and checked there: 50 KB to
 * 250 KB, and its bytes (read by file-type, not trusted from the name) a kind the document accepts. A
 * refused file is deleted; the 400 names the field and says what the spec says, after its label.
 */
async function acceptDocument(
  services: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  save: { purpose: DocumentSave<string>['purpose']; bpid: string; filename: string; now: Date },
  rule: DocumentRule,
  field: string,
): Promise<void> {
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });
  try {
    await acceptUpload(
      services,
      { oid: user.oid, eid: user.eid },
      {
        purpose: save.purpose,
        scope: save.bpid,
        storedName: save.filename,
        storedKey: applicationFileKey(user, save.bpid, save.filename),
        rules: { maxBytes: documentFileBytes.max, minBytes: documentFileBytes.min, kinds: rule.kinds },
        field,
      },
      save.now,
    );
  } catch (error) {
    if (!(error instanceof UploadRefusedError)) throw error;
    if (error.problem === 'too-small') throw refuse(uploadMessages.tooSmall);
    if (error.problem === 'too-large') throw refuse(uploadMessages.tooLarge);
    if (error.problem === 'wrong-type') throw refuse(wrongTypeMessage(rule));
    throw error;
  }
}

/**
 * The one server check of an admission form's documents (the wizard's Upload Documents section, the
 * university form's, the paper form's uploads): every stored name the save holds that was not saved
 * before is accepted from its bytes, in the form's order; the first refusal is the 400.
 */
export async function acceptApplicationDocuments<D extends string>(
  services: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  save: DocumentSave<D>,
): Promise<void> {
  for (const [document, rule] of Object.entries(save.documents) as [D, DocumentRule][]) {
    const filename = save.names[document];
    if (typeof filename !== 'string' || filename === '' || filename === save.saved?.[document]) continue;
    await acceptDocument(services, user, { ...save, filename }, rule, `${save.fieldPrefix}.${document}`);
  }
}

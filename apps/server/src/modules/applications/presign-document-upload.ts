import {
  type DocumentRule,
  fileProblem,
  kindOf,
  mediaTypeOfKind,
  wrongTypeMessage,
} from '@aula/contract/application-form-documents';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/uploads.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { grantUpload, newStoredName } from '../uploads/index.ts';
import { assertNotEnrolled, findOwnApplication } from './application-batch.ts';
import { applicationFileKey } from './application-files.ts';

/** The browser has ten minutes to send the file. */
const uploadSeconds = 10 * 60;

/** A form's documents: the wizard's (and the university form's), or the paper form's, with their rules. */
export interface FormDocuments<Document extends string> {
  purpose: 'application' | 'paper';
  documents: Record<Document, DocumentRule>;
  /** The program applied to, and the statuses at which the form may still change the application. */
  pid: string;
  editable: readonly number[];
}

export interface DocumentUploadRequest<Document extends string> {
  bpid: string;
  document: Document;
  /** Four digits, a hyphen, the original name (spec 3 §7); the server picks the stored name itself. */
  filename: string;
  filetype: string;
  size: number;
}

/**
 * A stored name for the application's document that no file of it has: the server's own digits (the
 * client's are ignored), a hyphen, the original name made safe.
 */
async function freshStoredName(
  db: AppServices['db'],
  user: SessionUser,
  bpid: string,
  original: string,
): Promise<string> {
  for (;;) {
    const name = newStoredName(original);
    const key = applicationFileKey(user, bpid, name);
    const [taken] = await db
      .select({ key: storedFiles.fileKey })
      .from(storedFiles)
      .where(and(eq(storedFiles.oid, user.oid), eq(storedFiles.fileKey, key)));
    if (!taken) return name;
  }
}

/**
 * The presigned address for one document of an admission form (the spec's get-presigned-url): only
 * while the learner, not enrolled in the program, may still change the application on that form, and
 * only for a name, size and type the document accepts (the spec's messages). The server names the file (ADR 0062); the single-use address takes exactly that many bytes
 * of that type; the bytes are checked, and copied where the application's files live, when the name is
 * saved.
 */
export async function presignDocumentUpload<Document extends string>(
  { db, files, clock }: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  { purpose, documents, pid, editable }: FormDocuments<Document>,
  body: DocumentUploadRequest<Document>,
): Promise<{ url: string; filename: string }> {
  await assertNotEnrolled(db, user, pid);
  const row = await findOwnApplication(db, user, body.bpid);
  if (row && !editable.includes(row.pstatus)) {
    throw new AppError('CONFLICT', 'This application can no longer be changed.', { bpid: 'not editable' });
  }
  const original = body.filename.slice(5);
  const rule = documents[body.document];
  const problem = fileProblem(rule, { name: original, size: body.size });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { filename: problem });
  const kind = kindOf(rule, original);
  if (!kind || mediaTypeOfKind[kind] !== body.filetype) {
    const message = wrongTypeMessage(rule);
    throw new AppError('VALIDATION_FAILED', message, { filetype: message });
  }
  const filename = await freshStoredName(db, user, body.bpid, original);
  const { url } = await grantUpload(
    { db, files },
    { oid: user.oid, eid: user.eid },
    {
      purpose,
      scope: body.bpid,
      storedName: filename,
      contentType: body.filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    clock.now(),
  );
  return { url, filename };
}

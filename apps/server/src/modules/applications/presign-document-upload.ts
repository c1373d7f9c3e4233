import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { applicationFileKey } from './application-files.ts';

/** The browser has ten minutes to send the file. */
const uploadSeconds = 10 * 60;

/** What a form's upload field accepts, and the spec's messages when a file does not fit it. */
export interface DocumentRules<Document extends string, Kind extends string> {
  problem(document: Document, file: { name: string; size: number }): string | null | undefined;
  kindOf(document: Document, fileName: string): Kind | undefined;
  mediaTypeOfKind: Record<Kind, string>;
  wrongTypeMessage(document: Document): string;
}

export interface DocumentUploadRequest<Document extends string> {
  bpid: string;
  document: Document;
  /** The stored name: four digits, a hyphen, the original name (spec 3 §7). */
  filename: string;
  filetype: string;
  size: number;
}

/**
 * The presigned address for one application document, once the caller has decided that the learner
 * may still change the application: only for a name, size and type the document accepts (the spec's
 * messages). The address takes exactly that many bytes of that type; the bytes are checked when the
 * name is saved.
 */
export async function presignDocumentUpload<Document extends string, Kind extends string>(
  files: AppServices['files'],
  user: SessionUser,
  rules: DocumentRules<Document, Kind>,
  body: DocumentUploadRequest<Document>,
): Promise<{ url: string; filename: string }> {
  const original = body.filename.slice(5);
  const problem = rules.problem(body.document, { name: original, size: body.size });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { filename: problem });
  const kind = rules.kindOf(body.document, original);
  if (!kind || rules.mediaTypeOfKind[kind] !== body.filetype) {
    const message = rules.wrongTypeMessage(body.document);
    throw new AppError('VALIDATION_FAILED', message, { filetype: message });
  }
  const url = await files.presignUpload(applicationFileKey(user, body.bpid, body.filename), {
    contentType: body.filetype,
    size: body.size,
    expiresIn: uploadSeconds,
  });
  return { url, filename: body.filename };
}

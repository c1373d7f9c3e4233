import { randomInt, randomUUID } from 'node:crypto';
import {
  type AnyAccountUploadType,
  fileProblem,
  kindOfName,
  mediaTypeOfKind,
  type PresignedUpload,
} from '@aula/contract/account-uploads';
import { uploadSlots } from '../../db/schema/account.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';

/** How long a presigned address accepts the file. */
export const uploadSeconds = 15 * 60;

export interface UploadOwner {
  oid: string;
  /** The learner's username; null for a visitor. */
  eid: string | null;
}

export interface UploadRequest {
  type: AnyAccountUploadType;
  filetype: string;
  filename: string;
  size: number;
}

/** The original name as it may be stored: no path, no leading dot, nothing a header or a key trips on. */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(-120);
  return cleaned === '' ? 'file' : cleaned;
}

/**
 * Presigns the upload of one file: its name, declared type and size must already fit the type's rules
 * (the spec's messages otherwise). The server picks the stored name (a number from 1000 to 9999, a
 * hyphen, the original name) and a private key, and remembers who may claim it.
 */
export async function presignAccountUpload(
  { db, files, clock }: Pick<AppServices, 'db' | 'files' | 'clock'>,
  owner: UploadOwner,
  request: UploadRequest,
): Promise<PresignedUpload & { uploadId: string }> {
  const problem = fileProblem(request.type, { name: request.filename, size: request.size });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { filename: problem });
  const kind = kindOfName(request.filename);
  if (!kind || request.filetype.toLowerCase() !== mediaTypeOfKind[kind]) {
    throw new AppError('VALIDATION_FAILED', `Send a .${kind} file as ${kind && mediaTypeOfKind[kind]}.`, {
      filetype: 'does not match the file name',
    });
  }
  const id = randomUUID();
  const storedName = `${randomInt(1000, 10_000)}-${safeFileName(request.filename)}`;
  const fileKey = `orgs/${owner.oid}/private/uploads/${id}/${storedName}`;
  const contentType = mediaTypeOfKind[kind];
  const url = await files.presignUpload(fileKey, {
    contentType,
    size: request.size,
    expiresIn: uploadSeconds,
  });
  const now = clock.now();
  await db.insert(uploadSlots).values({
    id,
    oid: owner.oid,
    eid: owner.eid,
    type: request.type,
    storedName,
    fileKey,
    size: request.size,
    contentType,
    createdAt: now,
    expiresAt: new Date(now.getTime() + uploadSeconds * 1000),
  });
  return { url, filename: storedName, expiresIn: uploadSeconds, uploadId: id };
}

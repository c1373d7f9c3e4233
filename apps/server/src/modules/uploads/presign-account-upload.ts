import { randomInt } from 'node:crypto';
import {
  type AnyAccountUploadType,
  fileProblem,
  kindOfName,
  mediaTypeOfKind,
  type PresignedUpload,
} from '@aula/contract/account-uploads';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { grantUpload } from './grant-upload.ts';
import type { UploadOwner } from './upload-owner.ts';

/** How long a presigned address accepts the file. */
export const uploadSeconds = 15 * 60;

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

/** A stored name the server picks: a number from 1000 to 9999, a hyphen, the original name made safe. */
export function newStoredName(original: string): string {
  return `${randomInt(1000, 10_000)}-${safeFileName(original)}`;
}

/**
 * Presigns the upload of one file: its name, declared type and size must already fit the type's rules
 * (the spec's messages otherwise). The server picks the stored name and grants a single-use address.
 */
export async function presignAccountUpload(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
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
  const storedName = newStoredName(request.filename);
  const grant = await grantUpload(
    services,
    owner,
    {
      purpose: request.type,
      storedName,
      contentType: mediaTypeOfKind[kind],
      size: request.size,
      expiresIn: uploadSeconds,
    },
    services.clock.now(),
  );
  return { url: grant.url, filename: storedName, expiresIn: grant.expiresIn, uploadId: grant.grantId };
}

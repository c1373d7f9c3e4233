import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { validationError } from './validation-error.ts';

/** What a signed upload address allows: exactly `size` bytes of `contentType` under `key` until `expires`. */
export interface UploadGrant {
  key: string;
  /** Unix time in seconds after which the address is refused. */
  expires: number;
  size: number;
  contentType: string;
}

/** What a signed download address allows; with `downloadName` the file is saved under that name. */
export interface DownloadGrant {
  key: string;
  expires: number;
  downloadName?: string;
}

/** Where the API answers the local driver's signed addresses (see local-file-routes.ts). */
export const uploadPathPrefix = '/files/upload/';
export const downloadPathPrefix = '/files/download/';

// The signed text names its version and purpose, so an upload signature never opens a download.
const scheme = 'aula-local-file-url-v1';

const whole = (name: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number);
const signature = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 43-character signature');

const UploadQuery = z.object({
  expires: whole('expires'),
  size: whole('size'),
  type: z.string().min(1).max(200),
  signature,
});

const DownloadQuery = z.object({
  expires: whole('expires'),
  name: z.string().min(1).max(255).optional(),
  signature,
});

function sign(secret: string, fields: readonly unknown[]): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([scheme, ...fields]))
    .digest('base64url');
}

function pathOf(prefix: string, key: string, query: Record<string, string>): string {
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  return `${prefix}${encoded}?${new URLSearchParams(query).toString()}`;
}

function check(
  secret: string,
  fields: readonly unknown[],
  given: string,
  expires: number,
  now: number,
  what: string,
) {
  const expected = Buffer.from(sign(secret, fields));
  const provided = Buffer.from(given);
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) {
    throw new AppError('FORBIDDEN', `This ${what} address is not valid.`, { signature: 'does not match' });
  }
  if (now > expires * 1000) {
    throw new AppError('FORBIDDEN', `This ${what} address has expired; ask for a new one.`, {
      expires: 'has passed',
    });
  }
}

/** The path and query of an upload address for `grant`. */
export function signedUploadPath(secret: string, grant: UploadGrant): string {
  const { key, expires, size, contentType } = grant;
  return pathOf(uploadPathPrefix, key, {
    expires: String(expires),
    size: String(size),
    type: contentType,
    signature: sign(secret, ['upload', key, expires, size, contentType]),
  });
}

/** The path and query of a download address for `grant`. */
export function signedDownloadPath(secret: string, grant: DownloadGrant): string {
  const { key, expires, downloadName } = grant;
  return pathOf(downloadPathPrefix, key, {
    expires: String(expires),
    ...(downloadName ? { name: downloadName } : {}),
    signature: sign(secret, ['download', key, expires, downloadName ?? null]),
  });
}

/**
 * The grant of an upload address whose query is `query`, at `now` (milliseconds): a 400 naming a
 * missing or malformed parameter, a 403 for a signature that does not match or an address past its time.
 */
export function readUploadGrant(secret: string, key: string, query: unknown, now: number): UploadGrant {
  const parsed = UploadQuery.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  const { expires, size, type, signature: given } = parsed.data;
  check(secret, ['upload', key, expires, size, type], given, expires, now, 'upload');
  return { key, expires, size, contentType: type };
}

/** The grant of a download address, checked as readUploadGrant checks an upload's. */
export function readDownloadGrant(secret: string, key: string, query: unknown, now: number): DownloadGrant {
  const parsed = DownloadQuery.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  const { expires, name, signature: given } = parsed.data;
  check(secret, ['download', key, expires, name ?? null], given, expires, now, 'download');
  return name ? { key, expires, downloadName: name } : { key, expires };
}

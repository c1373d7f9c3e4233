import type { PresignDownloadOptions, PresignUploadOptions } from './file-store.ts';

/** SigV4 refuses presigned addresses that live longer than a week; the local driver keeps the same bound. */
export const maxPresignSeconds = 7 * 24 * 60 * 60;

// A MIME type with optional parameters, and nothing a header could be split on.
const contentTypePattern = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;\s*[^\r\n;]+)*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const controlCharacters = /[\u0000-\u001f\u007f]/;

function assertExpiry(expiresIn: number): void {
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > maxPresignSeconds) {
    throw new RangeError(`expiresIn must be a whole number of seconds from 1 to ${maxPresignSeconds}`);
  }
}

/** Presigning is the server's own decision, so a bad option is a programming error, not a learner's. */
export function assertPresignUpload({ contentType, size, expiresIn }: PresignUploadOptions): void {
  assertExpiry(expiresIn);
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new RangeError('size must be a whole number of bytes, 0 or more');
  }
  if (!contentTypePattern.test(contentType)) {
    throw new TypeError(`contentType ${JSON.stringify(contentType)} is not a MIME type`);
  }
}

export function assertPresignDownload({ expiresIn, downloadName }: PresignDownloadOptions): void {
  assertExpiry(expiresIn);
  if (
    downloadName !== undefined &&
    (downloadName.length === 0 || downloadName.length > 255 || controlCharacters.test(downloadName))
  ) {
    throw new TypeError('downloadName must be 1 to 255 characters without control characters');
  }
}

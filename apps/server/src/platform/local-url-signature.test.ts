import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import {
  readDownloadGrant,
  readUploadGrant,
  signedDownloadPath,
  signedUploadPath,
  type UploadGrant,
} from './local-url-signature.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = Date.UTC(2026, 10, 1, 9, 0, 0);
const grant: UploadGrant = {
  key: 'orgs/AULA/uploads/1234-Été report.pdf',
  expires: now / 1000 + 300,
  size: 5120,
  contentType: 'application/pdf',
};

function split(path: string): { key: string; query: Record<string, string> } {
  const url = new URL(path, 'http://portal.test');
  const key = url.pathname
    .replace(/^\/files\/(upload|download)\//, '')
    .split('/')
    .map(decodeURIComponent)
    .join('/');
  return { key, query: Object.fromEntries(url.searchParams) };
}

function refusal(read: () => unknown): AppError {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('signed local file addresses', () => {
  it('reads back what it signed, for a key in any script', () => {
    const path = signedUploadPath(secret, grant);
    expect(path).toMatch(/^\/files\/upload\/orgs\/AULA\/uploads\/1234-%C3%89t%C3%A9%20report\.pdf\?expires=/);
    const { key, query } = split(path);
    expect(readUploadGrant(secret, key, query, now)).toEqual(grant);
  });

  it.each([
    ['the size', { size: '999999' }],
    ['the type', { type: 'text/html' }],
    ['the expiry', { expires: String(grant.expires + 3600) }],
  ])('refuses an address whose %s was changed', (_what, change) => {
    const { key, query } = split(signedUploadPath(secret, grant));
    const error = refusal(() => readUploadGrant(secret, key, { ...query, ...change }, now));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe('This upload address is not valid.');
  });

  it('refuses the signature for another key, another secret, or the other direction', () => {
    const { key, query } = split(signedUploadPath(secret, grant));
    expect(refusal(() => readUploadGrant(secret, `${key}x`, query, now)).statusCode).toBe(403);
    expect(refusal(() => readUploadGrant(`${secret}!`, key, query, now)).statusCode).toBe(403);
    // An upload's signature opens no download of the same key.
    const download = split(signedDownloadPath(secret, { key, expires: grant.expires }));
    const swapped = { expires: download.query.expires, signature: query.signature };
    expect(refusal(() => readDownloadGrant(secret, key, swapped, now)).statusCode).toBe(403);
  });

  it('refuses an address once its time has passed', () => {
    const { key, query } = split(signedUploadPath(secret, grant));
    expect(readUploadGrant(secret, key, query, grant.expires * 1000).key).toBe(key);
    const error = refusal(() => readUploadGrant(secret, key, query, grant.expires * 1000 + 1));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe('This upload address has expired; ask for a new one.');
  });

  it('answers a missing or malformed parameter with a 400 naming it', () => {
    const { key, query } = split(signedUploadPath(secret, grant));
    const { size: _size, ...withoutSize } = query;
    const missing = refusal(() => readUploadGrant(secret, key, withoutSize, now));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.fields ?? {})).toEqual(['size']);
    const malformed = refusal(() => readUploadGrant(secret, key, { ...query, signature: 'x' }, now));
    expect(Object.keys(malformed.fields ?? {})).toEqual(['signature']);
  });

  it('signs the name a download is saved under', () => {
    const path = signedDownloadPath(secret, {
      key: grant.key,
      expires: grant.expires,
      downloadName: 'Report.pdf',
    });
    const { key, query } = split(path);
    expect(readDownloadGrant(secret, key, query, now)).toEqual({
      key: grant.key,
      expires: grant.expires,
      downloadName: 'Report.pdf',
    });
    expect(
      refusal(() => readDownloadGrant(secret, key, { ...query, name: 'evil.html' }, now)).statusCode,
    ).toBe(403);
  });
});

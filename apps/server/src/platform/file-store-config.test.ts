import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createFileStore } from './file-store.ts';
import { secretFileName } from './local-file-secret.ts';
import { createLocalFileStore, isLocalFileStore } from './local-file-store.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aula-store-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const secret = 'a-configured-secret-of-32-characters-or-more';

describe('the configured file store', () => {
  it('refuses a FILE_URL_SECRET too short to sign with, naming it', () => {
    expect(() => loadConfig({ FILE_URL_SECRET: 'short' })).toThrow(
      /FILE_URL_SECRET: must be at least 32 characters/,
    );
  });

  it('signs local addresses with FILE_URL_SECRET, so any server given it accepts them', async () => {
    const files = createFileStore(loadConfig({ DATA_DIR: dataDir, FILE_URL_SECRET: secret }));
    if (!isLocalFileStore(files)) throw new Error('expected the local driver');
    const url = new URL(
      await files.presignUpload('a/b.pdf', { contentType: 'application/pdf', size: 3, expiresIn: 60 }),
      'http://portal.test',
    );
    const elsewhere = createLocalFileStore(join(dataDir, 'elsewhere'), { secret });
    const grant = await elsewhere.readUploadGrant('a/b.pdf', Object.fromEntries(url.searchParams));
    expect(grant).toMatchObject({ key: 'a/b.pdf', size: 3, contentType: 'application/pdf' });
    // With a configured secret no key file is made.
    expect(existsSync(join(dataDir, 'files', secretFileName))).toBe(false);
  });

  it('uses S3 when a bucket is configured', () => {
    const files = createFileStore(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'aula',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(files.kind).toBe('s3');
    expect(isLocalFileStore(files)).toBe(false);
  });
});

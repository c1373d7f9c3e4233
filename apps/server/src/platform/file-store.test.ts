import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidKey, InvalidFileKeyError, isValidKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';

let root: string;
let store: FileStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-files-'));
  store = createLocalFileStore(root);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('file keys', () => {
  it.each([
    '../secret',
    'orgs/../../etc/passwd',
    '/etc/passwd',
    'orgs//double',
    'orgs/.meta/x',
    'orgs\\x',
    'a\u0000b',
    '',
    `${'a/'.repeat(600)}x`,
  ])('refuses %j', (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidFileKeyError);
  });

  it.each(['orgs/AULADEMO/media/pdf/handbook.pdf', 'uploads/1234-My file (1).pdf', 'a'])(
    'accepts %j',
    (key) => {
      expect(isValidKey(key)).toBe(true);
    },
  );

  it('refuses a bad key in every operation, before touching the disk', async () => {
    await expect(store.put('../escape.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      InvalidFileKeyError,
    );
    await expect(store.get('../escape.txt')).rejects.toThrow(InvalidFileKeyError);
    await expect(store.exists('/abs')).rejects.toThrow(InvalidFileKeyError);
    await expect(store.delete('a/../../b')).rejects.toThrow(InvalidFileKeyError);
    expect(existsSync(join(root, '..', 'escape.txt'))).toBe(false);
  });
});

describe('local file store', () => {
  it('gives back what was put, with its content type and size', async () => {
    const bytes = new TextEncoder().encode('hello, world');
    await store.put('orgs/X/media/hello.txt', bytes, 'text/plain; charset=utf-8');
    expect(await store.exists('orgs/X/media/hello.txt')).toBe(true);
    const file = await store.get('orgs/X/media/hello.txt');
    expect(file?.size).toBe(12);
    expect(file?.contentType).toBe('text/plain; charset=utf-8');
    expect(file ? await text(file.body) : null).toBe('hello, world');
  });

  it('stores a stream and serves a byte range of it', async () => {
    await store.put('orgs/X/media/digits.txt', Readable.from(['0123', '456789']), 'text/plain');
    const part = await store.get('orgs/X/media/digits.txt', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(part ? await text(part.body) : null).toBe('2345');
  });

  it('writes a stream to disk as it arrives, never holding it whole', async () => {
    const mib = 1024 * 1024;
    let writtenBeforeEnd = 0;
    async function* four() {
      for (let chunk = 0; chunk < 4; chunk++) {
        if (chunk === 3) {
          // Before the last MiB: the first ones are already in the temporary file.
          await new Promise((resolve) => setTimeout(resolve, 50));
          const parts = (await readdir(join(root, 'orgs/X/big'))).filter((name) => name.endsWith('.part'));
          writtenBeforeEnd = parts[0] ? (await stat(join(root, 'orgs/X/big', parts[0]))).size : 0;
        }
        yield Buffer.alloc(mib, chunk);
      }
    }
    await store.put('orgs/X/big/stream.bin', Readable.from(four()), 'application/octet-stream');
    expect(writtenBeforeEnd).toBeGreaterThanOrEqual(2 * mib);
    expect((await store.head('orgs/X/big/stream.bin'))?.size).toBe(4 * mib);
  });

  it('replaces a file put again under the same key, leaving no temporary files', async () => {
    await store.put('orgs/X/media/v.txt', new TextEncoder().encode('one'), 'text/plain');
    await store.put('orgs/X/media/v.txt', new TextEncoder().encode('two!'), 'text/markdown');
    expect(await store.head('orgs/X/media/v.txt')).toEqual({ size: 4, contentType: 'text/markdown' });
    expect((await readdir(join(root, 'orgs/X/media'))).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('answers null for a missing file and deletes quietly', async () => {
    expect(await store.get('orgs/X/none.txt')).toBeNull();
    expect(await store.exists('orgs/X/none.txt')).toBe(false);
    await store.put('orgs/X/gone.txt', new Uint8Array([1, 2]), 'application/octet-stream');
    await store.delete('orgs/X/gone.txt');
    await store.delete('orgs/X/gone.txt');
    expect(await store.exists('orgs/X/gone.txt')).toBe(false);
  });

  it('lists the keys under a folder, nested ones included, and none under a missing folder', async () => {
    await store.put('orgs/L/media/b.txt', new Uint8Array([1]), 'text/plain');
    await store.put('orgs/L/media/a/deep/c.txt', new Uint8Array([2]), 'text/plain');
    await store.put('orgs/L/private/p.txt', new Uint8Array([3]), 'text/plain');
    expect(await store.list('orgs/L/media/')).toEqual(['orgs/L/media/a/deep/c.txt', 'orgs/L/media/b.txt']);
    expect(await store.list('orgs/none/')).toEqual([]);
  });
});

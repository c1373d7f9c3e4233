import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocalFileSecret, secretFileName } from './local-file-secret.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-secret-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the local signing key', () => {
  it('is made once, even by servers starting together, and read back after a restart', async () => {
    const folder = join(root, 'files');
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadLocalFileSecret(folder)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await readdir(folder)).toEqual([secretFileName]);
    expect(await loadLocalFileSecret(folder)).toBe(keys[0]);
  });

  it('differs between installations', async () => {
    const first = await loadLocalFileSecret(join(root, 'one'));
    const second = await loadLocalFileSecret(join(root, 'two'));
    expect(first).not.toBe(second);
  });
});

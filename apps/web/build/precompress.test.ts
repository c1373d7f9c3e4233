// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'aula-precompress-'));
});

afterEach(() => rm(folder, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes .br and .gz beside text assets over 1 KB, and leaves the rest alone', async () => {
    const big = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    await writeFile(join(folder, 'app.js'), big);
    await writeFile(join(folder, 'tiny.css'), 'a{}');
    await writeFile(join(folder, 'photo.png'), Buffer.alloc(4000, 1));
    await writeFile(join(folder, 'logo.svg'), `<svg>${'<g/>'.repeat(400)}</svg>`);

    expect(await precompressFolder(folder)).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(
      [
        'app.js',
        'app.js.br',
        'app.js.gz',
        'logo.svg',
        'logo.svg.br',
        'logo.svg.gz',
        'photo.png',
        'tiny.css',
      ].sort(),
    );
    expect(brotliDecompressSync(await readFile(join(folder, 'app.js.br'))).toString()).toBe(big);
    expect(gunzipSync(await readFile(join(folder, 'app.js.gz'))).toString()).toBe(big);
  });
});

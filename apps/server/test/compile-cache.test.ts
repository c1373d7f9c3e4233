import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { serverRoot } from './module-boundaries.ts';

// The server turns on Node's compile cache itself (ADR 0102): a start with nothing in the environment
// about it leaves the compiled modules in the temporary folder, for the next start to read.

let folder: string | undefined;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('a start leaves its compiled modules in the compile cache for the next one', async () => {
  folder = await mkdtemp(join(tmpdir(), 'aula-compile-cache-'));
  const { NODE_COMPILE_CACHE: _cache, NODE_DISABLE_COMPILE_CACHE: _disabled, ...environment } = process.env;
  // Production without PUBLIC_URL stops at the configuration, after every module was loaded.
  const child = spawn(process.execPath, [join(serverRoot, 'src/main.ts')], {
    env: { ...environment, TMPDIR: folder, NODE_ENV: 'production', PUBLIC_URL: '', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);

  const cache = readdirSync(join(folder, 'node-compile-cache'), { recursive: true });
  expect(cache.length).toBeGreaterThan(0);
});

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images other than SVG and videos are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
/** Below this size the compressed copy saves too little to be worth a second file. */
const minimumBytes = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside a file, at the strongest settings (done once, at build). */
export async function compressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

/** Compresses every text asset over 1 KB in a folder; returns how many files it compressed. */
export async function precompressFolder(folder: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(folder)) {
    if (!compressible.has(extname(path))) continue;
    if ((await stat(path)).size <= minimumBytes) continue;
    jobs.push(compressFile(path));
  }
  await Promise.all(jobs);
  return jobs.length;
}

/**
 * After `vite build`, writes brotli and gzip copies next to each text asset so the server sends
 * them as they are (it serves precompressed files) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'aula-precompress',
    // The browser's files only: the server-side build (dist-ssr) is read from disk by the server.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      log(`precompress: wrote .br and .gz copies of ${count} files`);
    },
  };
}

import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** Where an export writes a bundle's files, by their `/`-separated paths inside the bundle. */
export interface BundleWriter {
  /** A JSON file of the bundle, written as an author would (two-space indents, a final newline). */
  json(path: string, value: unknown): Promise<void>;
  /** A media file; `open` is called when the file is written, so a bundle never holds many open at once. */
  file(path: string, open: () => Promise<Readable>): Promise<void>;
}

export const bundleJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the bundle into a folder on disk (`npm run content:export`), one file at a time. */
export function folderWriter(folder: string): BundleWriter {
  async function target(path: string): Promise<string> {
    const file = join(folder, ...path.split('/'));
    await mkdir(dirname(file), { recursive: true });
    return file;
  }
  return {
    async json(path, value) {
      await writeFile(await target(path), bundleJson(value));
    },
    async file(path, open) {
      const file = await target(path);
      await pipeline(await open(), createWriteStream(file));
    },
  };
}

/**
 * Writes the bundle as a zip (yazl) whose `outputStream` is sent as it is made: each media file is
 * opened only when the zip reaches it, so no file is held whole in memory.
 */
export function zipWriter(zip: ZipFile): BundleWriter {
  return {
    async json(path, value) {
      zip.addBuffer(Buffer.from(bundleJson(value)), path);
    },
    async file(path, open) {
      zip.addReadStreamLazy(path, (done) => {
        open().then(
          (stream) => done(null, stream),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null as never),
        );
      });
    },
  };
}

export { ZipFile };

import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { bundleZipLimits } from '@aula/contract/staff-bundles';
import type { FileStore } from '../../platform/file-store.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { BundleError } from '../content/index.ts';
import { ScormPackageError, unpackZip } from '../scorm/index.ts';

/**
 * Unpacks the stored bundle zip at `key` into a temporary folder with the import's safe unpacker (no
 * path leaving the folder, no symbolic link, the limits of `bundleZipLimits`, every file the size its
 * directory declares), runs `use` on the bundle folder, then removes the folder. A zip the unpacker
 * refuses is a BundleError naming `name`.
 */
export async function withUnpackedBundle<T>(
  files: FileStore,
  key: string,
  name: string,
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const scratch = await mkdtemp(join(tmpdir(), 'aula-bundle-import-'));
  try {
    const stored = await files.get(key);
    if (!stored) throw new Error(`The stored bundle ${key} is gone.`);
    const zipPath = join(scratch, 'bundle.zip');
    await pipeline(stored.body, createWriteStream(zipPath));
    try {
      await unpackZip(createLocalFileStore(join(scratch, 'store')), zipPath, 'bundle', bundleZipLimits);
    } catch (error) {
      if (error instanceof ScormPackageError) throw BundleError.at(name, [], `The zip ${error.message}.`);
      throw error;
    }
    // An empty zip is a bundle without organisation.json, as the import says.
    const folder = join(scratch, 'store', 'bundle');
    await mkdir(folder, { recursive: true });
    return await use(folder);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Beside the files; no valid key can name it (segments never start with a dot). */
export const secretFileName = '.url-signing-secret';

function isExisting(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}

/**
 * The key that signs the local driver's upload and download addresses when FILE_URL_SECRET is not
 * set: 32 random bytes kept in the store's own folder, made by the first server that needs it. Every
 * server sharing the folder, and the same server after a restart, reads the same key. It is written
 * to a temporary file and hard-linked into place, which fails if another server got there first: a
 * reader never sees half a key, and two servers starting together never end up with two keys.
 */
export async function loadLocalFileSecret(root: string): Promise<string> {
  const path = join(root, secretFileName);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(root, { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(temporary, path);
  } catch (error) {
    if (!isExisting(error)) throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return (await readFile(path, 'utf8')).trim();
}

import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStore } from '../../platform/file-store.ts';

/**
 * Copies the file at `from` to `to` as a stream (never whole in memory), answering the size and
 * SHA-256 of the bytes written; null when there is no file at `from`.
 */
export async function copyWithDigest(
  files: FileStore,
  from: string,
  to: string,
  contentType: string,
): Promise<{ size: number; sha256: string } | null> {
  const source = await files.get(from);
  if (!source) return null;
  const hash = createHash('sha256');
  let size = 0;
  async function* counted() {
    for await (const chunk of source?.body ?? []) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      size += bytes.length;
      yield bytes;
    }
  }
  await files.put(to, Readable.from(counted()), contentType);
  return { size, sha256: hash.digest('hex') };
}

import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import { isValidKey } from '../../platform/file-key.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { BundleError } from './bundle-error.ts';

/** Content types of the media a bundle may hold, by file extension. */
const contentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.xsd': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.zip': 'application/zip',
};

export function mediaContentType(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Refuses media files the store could not hold under their name, before anything is written. */
export function checkMediaNames(paths: readonly string[]): void {
  const bad = paths.filter((path) => !isValidKey(path));
  if (bad.length > 0) {
    throw new BundleError(
      bad.map((path) => ({
        file: `media/${path}`,
        path: '',
        message: 'has a name the file store cannot hold',
      })),
    );
  }
}

/** Copies every media file of the bundle into the store (replacing what was there); answers how many. */
export async function copyMedia(
  folder: string,
  paths: readonly string[],
  oid: string,
  files: FileStore,
): Promise<number> {
  for (const path of paths) {
    await files.put(
      mediaKey(oid, path),
      createReadStream(join(folder, 'media', path)),
      mediaContentType(path),
    );
  }
  return paths.length;
}

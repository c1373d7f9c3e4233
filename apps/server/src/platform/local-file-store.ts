import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Clock, systemClock } from './clock.ts';
import { assertValidKey } from './file-key.ts';
import type { ByteRange, FileStore, StoredFile, StoredFileInfo } from './file-store.ts';
import { loadLocalFileSecret } from './local-file-secret.ts';
import {
  type DownloadGrant,
  readDownloadGrant,
  readUploadGrant,
  signedDownloadPath,
  signedUploadPath,
  type UploadGrant,
} from './local-url-signature.ts';
import { assertPresignDownload, assertPresignUpload } from './presign-options.ts';

/** Content types sit beside the files in this folder; no valid key can name it (segments never start with a dot). */
const META_FOLDER = '.meta';

interface Meta {
  contentType: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export interface LocalFileStoreOptions {
  /** Signs upload and download addresses (FILE_URL_SECRET); by default a key kept in the folder. */
  secret?: string;
  /** The clock addresses are signed and checked by: the app's one clock (tests move it). */
  clock?: Clock;
}

/** The local driver, with what its routes need to check the addresses it signs. */
export interface LocalFileStore extends FileStore {
  readonly kind: 'local';
  /** The grant of an upload address for `key` with this query, or the AppError that refuses it. */
  readUploadGrant(key: string, query: unknown): Promise<UploadGrant>;
  readDownloadGrant(key: string, query: unknown): Promise<DownloadGrant>;
}

export function isLocalFileStore(files: FileStore): files is LocalFileStore {
  return files.kind === 'local' && 'readUploadGrant' in files;
}

/**
 * The local driver: each key is a file under `root`, its content type in `root/.meta/<key>.json`.
 * Browsers upload and download through addresses signed with HMAC-SHA256 (ADR "Signed addresses for
 * local files") that the API answers in local-file-routes.ts.
 */
export function createLocalFileStore(root: string, options: LocalFileStoreOptions = {}): LocalFileStore {
  const base = resolve(root);
  const clock = options.clock ?? systemClock;
  const now = () => clock.now().getTime();
  let secret: Promise<string> | undefined;

  function signingSecret(): Promise<string> {
    secret ??= options.secret ? Promise.resolve(options.secret) : loadLocalFileSecret(base);
    return secret;
  }

  function expiryIn(seconds: number): number {
    return Math.floor(now() / 1000) + seconds;
  }

  function pathOf(key: string, folder?: string): string {
    assertValidKey(key);
    const path = folder ? join(base, folder, `${key}.json`) : join(base, key);
    // Validation already keeps keys inside the root; this guards against a mistake in it.
    const inside = relative(base, path);
    if (inside.startsWith('..') || inside.startsWith(sep))
      throw new Error(`file key escapes the store: ${key}`);
    return path;
  }

  async function head(key: string): Promise<StoredFileInfo | null> {
    const path = pathOf(key);
    try {
      const [info, meta] = await Promise.all([stat(path), readFile(pathOf(key, META_FOLDER), 'utf8')]);
      if (!info.isFile()) return null;
      const { contentType } = JSON.parse(meta) as Meta;
      return { size: info.size, contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'local',

    addressSecret: signingSecret,

    async put(key, body, contentType) {
      const path = pathOf(key);
      const metaPath = pathOf(key, META_FOLDER);
      await mkdir(dirname(path), { recursive: true });
      await mkdir(dirname(metaPath), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = body instanceof Readable ? body : Readable.from([body]);
        await pipeline(source, createWriteStream(temporary));
        await writeFile(metaPath, JSON.stringify({ contentType } satisfies Meta));
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
    },

    head,

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      const info = await head(key);
      if (!info) return null;
      const body = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, body };
    },

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(pathOf(key, META_FOLDER), { force: true });
    },

    async list(prefix) {
      assertValidKey(`${prefix}x`);
      const found: string[] = [];
      async function walk(folder: string): Promise<void> {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await readdir(join(base, folder), { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for (const entry of entries) {
          const key = `${folder}${entry.name}`;
          if (entry.isDirectory()) await walk(`${key}/`);
          // A `.part` file is a put still being written: not a file of the store yet.
          else if (entry.isFile() && !entry.name.endsWith('.part')) found.push(key);
        }
      }
      await walk(prefix);
      return found.sort();
    },

    async presignUpload(key, { contentType, size, expiresIn }) {
      assertValidKey(key);
      assertPresignUpload({ contentType, size, expiresIn });
      return signedUploadPath(await signingSecret(), {
        key,
        expires: expiryIn(expiresIn),
        size,
        contentType,
      });
    },

    async presignDownload(key, { expiresIn, downloadName }) {
      assertValidKey(key);
      assertPresignDownload({ expiresIn, downloadName });
      return signedDownloadPath(await signingSecret(), { key, expires: expiryIn(expiresIn), downloadName });
    },

    async readUploadGrant(key, query) {
      return readUploadGrant(await signingSecret(), key, query, now());
    },

    async readDownloadGrant(key, query) {
      return readDownloadGrant(await signingSecret(), key, query, now());
    },
  };
}

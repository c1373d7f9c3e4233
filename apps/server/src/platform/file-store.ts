import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** What a stored file is, without its bytes. */
export interface StoredFileInfo {
  /** Size of the whole file in bytes. */
  size: number;
  contentType: string;
}

/** A stored file (or the byte range asked for) as a stream, with the whole file's size. */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/** Inclusive byte offsets, as in an HTTP Range header; both lie within the file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a presigned upload allows: exactly this many bytes of this content type, for `expiresIn` seconds. */
export interface PresignUploadOptions {
  contentType: string;
  size: number;
  expiresIn: number;
}

/** A presigned download lives `expiresIn` seconds; with `downloadName` the browser saves the file under it. */
export interface PresignDownloadOptions {
  expiresIn: number;
  downloadName?: string;
}

/**
 * Where uploaded and imported files live. Keys are `/`-separated relative paths such as
 * `orgs/AULADEMO/media/pdf/handbook.pdf`; each driver maps them to its own storage (a folder on disk,
 * an S3 bucket).
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes; a stream is written as it arrives, never held whole in memory. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The file's size and content type, or null when there is none under the key. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (only `range` of them when given), or null when there is none under the key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of every file under `prefix` (a folder key ending in `/`), sorted; none when there is none. */
  list(prefix: string): Promise<string[]>;
  /**
   * An address a browser PUTs the file to, without a session: it accepts only the signed size and
   * content type, until it expires. S3 answers it itself; the local driver's addresses are
   * path-absolute (`/files/upload/...`), served by the API on the portal's own origin.
   */
  presignUpload(key: string, options: PresignUploadOptions): Promise<string>;
  /** An address that GETs the file without a session until it expires (absolute for S3, path-absolute for local). */
  presignDownload(key: string, options: PresignDownloadOptions): Promise<string>;
  /**
   * The key that signs addresses the server answers itself (the content origin's, ADR 0083): the same on
   * every server sharing the store, with no setting. FILE_URL_SECRET when set.
   */
  addressSecret(): Promise<string>;
}

type FileStoreConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PATH_STYLE'
  | 'FILE_URL_SECRET'
>;

/** The store the configuration asks for: an S3 bucket when S3_BUCKET is set, else files under `<DATA_DIR>/files`. */
export function createFileStore(config: FileStoreConfig, clock: Clock = systemClock): FileStore {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_BUCKET && S3_ENDPOINT && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3FileStore({
      bucket: S3_BUCKET,
      endpoint: S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      pathStyle: config.S3_PATH_STYLE,
      addressSecret: config.FILE_URL_SECRET,
      clock,
    });
  }
  return createLocalFileStore(join(config.DATA_DIR, 'files'), { secret: config.FILE_URL_SECRET, clock });
}

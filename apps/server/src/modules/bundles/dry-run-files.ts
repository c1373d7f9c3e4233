import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../platform/file-store.ts';

/**
 * The file store as a dry run sees it (ADR 0098): everything is read from `files`, and every write is
 * read to its end (so a stream that fails still fails the run) and then dropped; nothing is deleted.
 */
export function dryRunFiles(files: FileStore): FileStore {
  return {
    kind: files.kind,
    async put(_key, body) {
      if (!(body instanceof Readable)) return;
      await pipeline(body, new Writable({ write: (_chunk, _encoding, done) => done() }));
    },
    head: (key) => files.head(key),
    get: (key, range) => files.get(key, range),
    exists: (key) => files.exists(key),
    async delete() {},
    list: (prefix) => files.list(prefix),
    presignUpload: (key, options) => files.presignUpload(key, options),
    presignDownload: (key, options) => files.presignDownload(key, options),
    addressSecret: () => files.addressSecret(),
  };
}

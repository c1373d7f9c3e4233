import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { FileStore } from './file-store.ts';

/** Reads byte ranges of a stored file on demand, so only the zip's central directory is fetched. */
class StoredFileReader extends yauzl.RandomAccessReader {
  readonly #files: FileStore;
  readonly #key: string;

  constructor(files: FileStore, key: string) {
    super();
    this.#files = files;
    this.#key = key;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    this.#files.get(this.#key, { start, end: end - 1 }).then(
      (file) => {
        if (!file) out.destroy(new Error('the file is gone'));
        else file.body.on('error', (error) => out.destroy(error)).pipe(out);
      },
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return out;
  }
}

/**
 * The names of the entries of a stored zip file (at most `maxEntries`), read from its central
 * directory by yauzl through ranged reads of the store; null when the file is not a readable zip.
 */
export function zipEntryNames(
  files: FileStore,
  key: string,
  size: number,
  maxEntries = 5000,
): Promise<string[] | null> {
  return new Promise((resolve) => {
    yauzl.fromRandomAccessReader(
      new StoredFileReader(files, key),
      size,
      { lazyEntries: true, autoClose: true },
      (error, zip) => {
        if (error || !zip) {
          resolve(null);
          return;
        }
        const names: string[] = [];
        zip.on('entry', (entry: yauzl.Entry) => {
          names.push(entry.fileName);
          if (names.length >= maxEntries) {
            zip.close();
            resolve(names);
          } else zip.readEntry();
        });
        zip.on('end', () => resolve(names));
        zip.on('error', () => resolve(null));
        zip.readEntry();
      },
    );
  });
}

/** A Word (docx) document by its parts: the package's content types and the document itself. */
export function isDocxPackage(names: readonly string[]): boolean {
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

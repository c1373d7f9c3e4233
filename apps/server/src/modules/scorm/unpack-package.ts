import { stat } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { scormPackageLimits } from '@aula/contract/scorm';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { isValidKey } from '../../platform/file-key.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaContentType } from '../content/index.ts';
import { checkManifestSize, readManifest, type ScormManifest } from './read-manifest.ts';
import { ScormPackageError } from './scorm-package-error.ts';

export type ScormPackageLimits = { [K in keyof typeof scormPackageLimits]: number };

/** The zip's files, read from its central directory before anything is extracted. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Unix mode bits a zip tool stores in the high half of the external attributes. */
function isSymbolicLink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
}

/** Folders, and what zip tools add beside the content (`__MACOSX/`, `.DS_Store`), are not unpacked. */
function isContent(entry: Entry): boolean {
  const segments = entry.fileName.split('/');
  return (
    !entry.fileName.endsWith('/') &&
    segments[0] !== '__MACOSX' &&
    !segments.some((segment) => segment.startsWith('.'))
  );
}

function checkEntries(entries: Entry[], limits: ScormPackageLimits): Entry[] {
  const files = entries.filter(isContent);
  const link = files.find(isSymbolicLink);
  if (link) throw new ScormPackageError(`holds a symbolic link (${link.fileName}), which is refused`);
  if (files.length > limits.files) {
    throw new ScormPackageError(`holds ${files.length} files; a package may hold at most ${limits.files}`);
  }
  const unpacked = files.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > limits.unpackedBytes) {
    throw new ScormPackageError(
      `unpacks to ${unpacked} bytes; a package may unpack to at most ${limits.unpackedBytes}`,
    );
  }
  const badName = files.find((entry) => !isValidKey(entry.fileName));
  if (badName) throw new ScormPackageError(`holds a file name that cannot be stored (${badName.fileName})`);
  return files;
}

// yauzl refuses absolute names, `..` segments and backslashes (strictFileNames), and checks that each
// file unpacks to the size the directory declares (validateEntrySizes).
const zipOptions = { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true };

/** A zip on disk or in memory, opened once its size is within the limit. */
async function openZip(zip: string | Buffer, limits: ScormPackageLimits): Promise<ZipFile> {
  const size = typeof zip === 'string' ? (await stat(zip)).size : zip.length;
  if (size > limits.zipBytes) {
    throw new ScormPackageError(`is ${size} bytes; a package may be at most ${limits.zipBytes}`);
  }
  try {
    return typeof zip === 'string'
      ? await yauzl.openPromise(zip, zipOptions)
      : await yauzl.fromBufferPromise(zip, zipOptions);
  } catch (error) {
    throw new ScormPackageError(`is not a zip that can be read: ${(error as Error).message}`);
  }
}

/** Writes the checked files under `folderKey/`, byte for byte as the zip holds them. */
async function writeEntries(
  files: FileStore,
  zip: ZipFile,
  entries: Entry[],
  folderKey: string,
): Promise<void> {
  for (const entry of entries) {
    const key = `${folderKey}/${entry.fileName}`;
    await files.put(key, await zip.openReadStreamPromise(entry), mediaContentType(entry.fileName));
  }
}

/** Opens the zip and answers its checked files; `use` runs before the zip is closed. */
async function withCheckedZip<T>(
  zipPath: string | Buffer,
  limits: ScormPackageLimits,
  use: (zip: ZipFile, entries: Entry[]) => Promise<T>,
): Promise<T> {
  const zip = await openZip(zipPath, limits);
  try {
    let entries: Entry[];
    try {
      entries = await listEntries(zip);
    } catch (error) {
      throw new ScormPackageError(`is not a safe zip: ${(error as Error).message}`);
    }
    return await use(zip, checkEntries(entries, limits));
  } finally {
    zip.close();
  }
}

/**
 * Unpacks a SCORM zip into the file store under `folderKey/` and answers its manifest. Nothing is
 * written unless the whole zip passes: no path outside its folder, no symbolic link, the limits of
 * `scormPackageLimits`, an `imsmanifest.xml` at its root naming a SCO whose launch page it holds. Files
 * are stored as the zip holds them: the SCO finds the API in the launcher page that frames it (ADR
 * 0086). Throws a ScormPackageError naming the problem.
 */
export function unpackScormPackage(
  files: FileStore,
  zipPath: string,
  folderKey: string,
  limits: ScormPackageLimits = scormPackageLimits,
): Promise<ScormManifest> {
  return withCheckedZip(zipPath, limits, async (zip, packageFiles) => {
    const manifestEntry = packageFiles.find((entry) => entry.fileName === 'imsmanifest.xml');
    if (!manifestEntry) throw new ScormPackageError('has no imsmanifest.xml at its root');
    checkManifestSize(manifestEntry.uncompressedSize);
    const manifest = readManifest(
      (await buffer(await zip.openReadStreamPromise(manifestEntry))).toString('utf8'),
    );
    const names = new Set(packageFiles.map((entry) => entry.fileName));
    for (const sco of manifest.scos) {
      const page = decodeURIComponent(sco.href.replace(/[?#].*$/, ''));
      if (!names.has(page)) throw new ScormPackageError(`lacks ${page}, the launch page its manifest names`);
    }
    await writeEntries(files, zip, packageFiles, folderKey);
    return manifest;
  });
}

/**
 * Unpacks the zip of an HTML or interactivity object (ADR 0090) under `folderKey/` with the same checks
 * as a SCORM package, but no manifest: it must hold `launchPage`. Its pages are kept as they are.
 */
export function unpackHtmlPackage(
  files: FileStore,
  zipPath: string,
  folderKey: string,
  launchPage: string,
  limits: ScormPackageLimits = scormPackageLimits,
): Promise<void> {
  return withCheckedZip(zipPath, limits, async (zip, packageFiles) => {
    if (!packageFiles.some((entry) => entry.fileName === launchPage)) {
      throw new ScormPackageError(`lacks ${launchPage}, the page the object opens`);
    }
    await writeEntries(files, zip, packageFiles, folderKey);
  });
}

/**
 * The files of a zip held in memory (a QTI package, ADR 0099), checked as a SCORM package is (no path
 * outside its folder, no symbolic link, the limits), each read whole.
 */
export function readZipFiles(bytes: Buffer, limits: ScormPackageLimits): Promise<Map<string, Buffer>> {
  return withCheckedZip(bytes, limits, async (zip, packageFiles) => {
    const read = new Map<string, Buffer>();
    for (const entry of packageFiles) {
      try {
        read.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
      } catch (error) {
        // An entry that unpacks to more than its zip declares, or not at all (validateEntrySizes).
        throw new ScormPackageError(`is not a safe zip: ${(error as Error).message}`);
      }
    }
    return read;
  });
}

/**
 * Unpacks any zip under `folderKey/` with the same checks and no page required: a content bundle an
 * admin uploads (ADR 0098), unpacked to a folder of its own before the import reads it.
 */
export function unpackZip(
  files: FileStore,
  zipPath: string,
  folderKey: string,
  limits: ScormPackageLimits,
): Promise<void> {
  return withCheckedZip(zipPath, limits, (zip, packageFiles) =>
    writeEntries(files, zip, packageFiles, folderKey),
  );
}

import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry } from 'yauzl';
import { checkManifestSize } from './read-manifest.ts';
import { ScormPackageError } from './scorm-package-error.ts';

export const manifestFile = 'imsmanifest.xml';

/** A package's files as validatePackage reads them: their names, and the manifest's bytes. */
export interface PackageFiles {
  /** Every file's path in the package, as the zip names it. */
  names: readonly string[];
  /** The manifest whole, refused (ScormPackageError) when the zip says it unpacks to too much. */
  manifest(): Promise<Buffer>;
}

/**
 * The files of a package's zip (a path or its bytes), listed from its central directory; reading one
 * opens the zip again. A zip whose directory cannot be read, or that names a path leaving its folder
 * (yauzl refuses absolute names, `..` and backslashes), throws a ScormPackageError saying which.
 */
export async function zipPackageFiles(zip: string | Buffer): Promise<PackageFiles> {
  const options = { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true };
  const open = () =>
    typeof zip === 'string' ? yauzl.openPromise(zip, options) : yauzl.fromBufferPromise(zip, options);
  const entries = await listAll(open);
  const names = entries.filter((entry) => !entry.fileName.endsWith('/')).map((entry) => entry.fileName);
  return {
    names,
    async manifest() {
      const file = await open();
      try {
        const entry = (await listOpen(file)).find((candidate) => candidate.fileName === manifestFile);
        if (!entry) throw new ScormPackageError(`has no ${manifestFile}`);
        // validateEntrySizes holds the entry to the size checked here.
        checkManifestSize(entry.uncompressedSize);
        return await buffer(await file.openReadStreamPromise(entry)).catch((error: Error) => {
          throw new ScormPackageError(`${manifestFile} is not a safe zip entry: ${error.message}`);
        });
      } finally {
        file.close();
      }
    },
  };
}

function listOpen(zip: yauzl.ZipFile): Promise<Entry[]> {
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

async function listAll(open: () => Promise<yauzl.ZipFile>): Promise<Entry[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open();
  } catch (error) {
    throw new ScormPackageError(`is not a zip that can be read: ${(error as Error).message}`);
  }
  try {
    return await listOpen(zip);
  } catch (error) {
    throw new ScormPackageError(`is not a safe zip: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

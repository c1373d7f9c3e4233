import type { PackageFinding, PackageFindingCode, PackageReport } from '@aula/contract/package-report';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { validatePackage as validateScormPackage } from '../scorm/index.ts';

/*
 * The validation report of an uploaded zip (ADR 0090): the zip's own checks here (readable, no path
 * escaping its folder, no symbolic link), then an HTML zip's launch page, or a SCORM package read by
 * the scorm module's validator, the one the import uses (ADR 0087).
 */

export type PackageKind = 'scorm' | 'html';

/** The page an HTML or interactivity zip opens. */
export const htmlLaunchPage = 'index.html';

/** All names of the zip's directory, or the first name yauzl refused (an absolute path, a `..`, a backslash). */
async function listNames(zip: ZipFile): Promise<{ entries: Entry[]; refused: string | null }> {
  return new Promise((resolve) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve({ entries, refused: null }));
    zip.on('error', (error: Error) => resolve({ entries, refused: error.message }));
    zip.readEntry();
  });
}

function isSymbolicLink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
}

function htmlFindings(files: Entry[]): PackageReport {
  const found = files.some((entry) => entry.fileName === htmlLaunchPage);
  const finding: PackageFinding = found
    ? { severity: 'info', code: 'launch-page', message: `Opens ${htmlLaunchPage}.`, file: htmlLaunchPage }
    : {
        severity: 'error',
        code: 'launch-file-missing',
        message: `The zip has no ${htmlLaunchPage} at its root, the page the object opens.`,
        file: htmlLaunchPage,
      };
  return { version: null, scos: [], findings: [finding] };
}

/**
 * Reads the zip at `zipPath` (on local disk) without unpacking it and reports what it holds: a SCORM
 * package's version, SCOs and launch pages, an HTML zip's launch page, and what is wrong or will not run.
 */
export async function validatePackage(zipPath: string, kind: PackageKind): Promise<PackageReport> {
  const refuse = (code: PackageFindingCode, message: string, file?: string): PackageReport => ({
    version: null,
    scos: [],
    findings: [{ severity: 'error', code, message, ...(file ? { file } : {}) }],
  });
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: true });
  } catch (error) {
    return refuse('unreadable-zip', `The file is not a zip that can be read: ${(error as Error).message}.`);
  }
  try {
    const { entries, refused } = await listNames(zip);
    if (refused !== null) {
      const name = refused.replace(/^[^:]*:\s*/, '');
      return refuse(
        'path-escape',
        `The zip holds a path outside its folder (${name}); no file of it was kept.`,
        name,
      );
    }
    const link = entries.find(isSymbolicLink);
    if (link)
      return refuse('symbolic-link', `The zip holds a symbolic link (${link.fileName}).`, link.fileName);
    const files = entries.filter((entry) => !entry.fileName.endsWith('/'));
    return kind === 'scorm' ? await validateScormPackage(zipPath) : htmlFindings(files);
  } finally {
    zip.close();
  }
}

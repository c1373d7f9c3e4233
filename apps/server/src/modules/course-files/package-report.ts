import { buffer } from 'node:stream/consumers';
import type { PackageFinding, PackageReport } from '@aula/contract/package-report';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { readManifest, ScormPackageError } from '../scorm/index.ts';

/*
 * The validation report of an uploaded zip (ADR 0090), to the shape of `PackageReport`. This file holds
 * the checks the upload needs now (a path escaping the package, a missing manifest or launch page, the
 * sequencing Aula does not run); a fuller validator may replace it whole, keeping `validatePackage`.
 */

export type PackageKind = 'scorm' | 'html';

/** The page an HTML or interactivity zip opens. */
export const htmlLaunchPage = 'index.html';

/** IMS Simple Sequencing elements the player does not carry out (ADR 0053): each is named as a warning. */
const unsupportedSequencing = [
  'sequencingRules',
  'rollupRules',
  'limitConditions',
  'randomizationControls',
  'deliveryControls',
  'mapInfo',
  'sequencingCollection',
  'rollupConsiderations',
  'constrainedChoiceConsiderations',
];

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

/** The warnings for the manifest's sequencing Aula does not run, one per element kind. */
function sequencingFindings(xml: string): PackageFinding[] {
  const found = unsupportedSequencing.filter((name) => new RegExp(`<([\\w-]+:)?${name}[\\s/>]`).test(xml));
  const modes = ['forwardOnly="true"', 'choiceExit="false"'].filter((mode) =>
    new RegExp(`<([\\w-]+:)?controlMode[^>]*${mode}`).test(xml),
  );
  return [...found, ...modes].map((what) => ({
    severity: 'warning' as const,
    code: 'unsupported-sequencing',
    message: `The manifest uses ${what}, which Aula does not run: the SCOs open in order and by choice without it.`,
    file: 'imsmanifest.xml',
  }));
}

async function scormFindings(zip: ZipFile, files: Entry[]): Promise<PackageReport> {
  const manifestEntry = files.find((entry) => entry.fileName === 'imsmanifest.xml');
  if (!manifestEntry) {
    return {
      version: null,
      scos: [],
      findings: [
        {
          severity: 'error',
          code: 'missing-manifest',
          message: 'The zip has no imsmanifest.xml at its root: it is not a SCORM package.',
          file: 'imsmanifest.xml',
        },
      ],
    };
  }
  const xml = (await buffer(await zip.openReadStreamPromise(manifestEntry))).toString('utf8');
  let manifest: ReturnType<typeof readManifest>;
  try {
    manifest = readManifest(xml);
  } catch (error) {
    if (!(error instanceof ScormPackageError)) throw error;
    const message = `The manifest cannot be used: ${error.message}.`;
    return {
      version: null,
      scos: [],
      findings: [{ severity: 'error', code: 'bad-manifest', message, file: 'imsmanifest.xml' }],
    };
  }
  const names = new Set(files.map((entry) => entry.fileName));
  const missing: PackageFinding[] = manifest.scos.flatMap((sco) => {
    const page = decodeURIComponent(sco.href.replace(/[?#].*$/, ''));
    return names.has(page)
      ? []
      : [
          {
            severity: 'error' as const,
            code: 'missing-launch-file',
            message: `The zip lacks ${page}, the launch page of “${sco.title}”.`,
            file: page,
          },
        ];
  });
  const count = manifest.scos.length;
  return {
    version: manifest.version,
    scos: manifest.scos.map((sco) => ({ id: sco.identifier, title: sco.title, href: sco.href })),
    findings: [
      {
        severity: 'info',
        code: 'package-found',
        message: `SCORM ${manifest.version} package “${manifest.title}” with ${count} SCO${count === 1 ? '' : 's'}.`,
        file: 'imsmanifest.xml',
      },
      ...missing,
      ...sequencingFindings(xml),
    ],
  };
}

function htmlFindings(files: Entry[]): PackageReport {
  const found = files.some((entry) => entry.fileName === htmlLaunchPage);
  const finding: PackageFinding = found
    ? { severity: 'info', code: 'launch-page', message: `Opens ${htmlLaunchPage}.`, file: htmlLaunchPage }
    : {
        severity: 'error',
        code: 'missing-launch-file',
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
  const refuse = (code: string, message: string, file?: string): PackageReport => ({
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
    return kind === 'scorm' ? await scormFindings(zip, files) : htmlFindings(files);
  } finally {
    zip.close();
  }
}

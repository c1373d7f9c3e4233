import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hasErrors, type PackageReport } from '@aula/contract/package-report';
import { scormPackages } from '../../db/schema/scorm.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { packageFolder, ScormPackageError, unpackHtmlPackage, unpackScormPackage } from '../scorm/index.ts';
import { htmlLaunchPage, type PackageKind, validatePackage } from './package-report.ts';

/** Copies a stored file to a temporary folder (the unpacker reads a zip's directory from disk). */
async function withLocalCopy<T>(
  files: AppServices['files'],
  key: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-package-'));
  try {
    const stored = await files.get(key);
    if (!stored) throw new Error(`The stored file ${key} is gone.`);
    const path = join(folder, 'package.zip');
    await pipeline(stored.body, createWriteStream(path));
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Validates an uploaded zip at media path `zipPath` and, when its report has no error, unpacks it
 * beside the zip with the import's unpacker (ADR 0035, 0090): a SCORM package is recorded with its
 * manifest and launched by its zip's path; an HTML zip opens its `index.html`. Answers the report and
 * the `ourl`, null when refused.
 */
export async function installPackage(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  oid: string,
  zipPath: string,
  kind: PackageKind,
): Promise<{ ourl: string | null; report: PackageReport }> {
  return withLocalCopy(files, mediaKey(oid, zipPath), async (local) => {
    const report = await validatePackage(local, kind);
    if (hasErrors(report)) return { ourl: null, report };
    const folder = packageFolder(zipPath);
    try {
      if (kind === 'html') {
        await unpackHtmlPackage(files, local, mediaKey(oid, folder), htmlLaunchPage);
        return { ourl: `${folder}/${htmlLaunchPage}`, report };
      }
      const { version, title, scos, toc, controlMode, rollupRules } = await unpackScormPackage(
        files,
        local,
        mediaKey(oid, folder),
      );
      await db
        .insert(scormPackages)
        .values({ oid, path: zipPath, version, title, scos, toc, controlMode, rollupRules });
      return { ourl: zipPath, report };
    } catch (error) {
      if (!(error instanceof ScormPackageError)) throw error;
      const refused: PackageReport = {
        ...report,
        findings: [
          ...report.findings,
          { severity: 'error', code: 'unpack-refused', message: `The zip ${error.message}.` },
        ],
      };
      return { ourl: null, report: refused };
    }
  });
}

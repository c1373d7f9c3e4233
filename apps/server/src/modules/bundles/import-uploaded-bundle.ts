import type { BundleImportReport } from '@aula/contract/staff-bundles';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { BundleError } from '../content/index.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import { acceptBundleZip } from './bundle-upload.ts';
import { type BrowserImport, refused, runBundleImport } from './run-bundle-import.ts';
import { withUnpackedBundle } from './unpacked-bundle.ts';

type Services = Pick<AppServices, 'db' | 'files' | 'clock'>;

/** The name the admin gave the zip (the stored name without its number). */
const zipName = (storedName: string) => storedName.replace(/^\d{4}-/, '');

/** A zip the unpacker refused is a report naming it; anything else is the server's failure. */
function refusedZip(error: unknown): BundleImportReport {
  if (error instanceof BundleError) return refused(error.problems);
  throw error;
}

/**
 * The admin's check of an uploaded bundle zip (ADR 0098): unpacked safely and imported as a dry run,
 * so nothing is kept. A bundle with a problem is deleted (it is uploaded again once mended); a sound
 * one is kept for the import the admin confirms.
 */
export async function checkBundleImport(
  services: Services,
  importing: BrowserImport,
  actor: SessionUser,
  storedName: string,
): Promise<BundleImportReport> {
  const key = await acceptBundleZip(services, actor, storedName, services.clock.now());
  const report = await withUnpackedBundle(services.files, key, zipName(storedName), (folder) =>
    runBundleImport(services, importing, actor.oid, folder, { dryRun: true }),
  ).catch(refusedZip);
  if (!report.ok) await deleteStoredFiles(services, [key]);
  return report;
}

/**
 * Imports the checked bundle zip as `npm run content:import` does (ADR 0098): all of it or, on a
 * problem, none. The zip is deleted afterwards either way; a bundle imported is a line of the audit log
 * with what it changed.
 */
export async function importUploadedBundle(
  services: Services,
  importing: BrowserImport,
  actor: SessionUser,
  storedName: string,
  ip: string,
): Promise<BundleImportReport> {
  const key = await acceptBundleZip(services, actor, storedName, services.clock.now());
  const report = await withUnpackedBundle(services.files, key, zipName(storedName), (folder) =>
    runBundleImport(services, importing, actor.oid, folder, { dryRun: false }),
  ).catch(refusedZip);
  await deleteStoredFiles(services, [key]);
  if (report.ok) {
    await recordAudit(services.db, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'bundles.import',
      after: {
        zip: zipName(storedName),
        tables: report.tables.filter((table) => table.created + table.changed + table.removed > 0),
        media: report.media,
      },
      ip,
      at: services.clock.now(),
    });
  }
  return report;
}

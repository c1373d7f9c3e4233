import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BundleImportReport } from '@aula/contract/staff-bundles';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { BundleError, type BundleSection, importBundle } from '../content/index.ts';
import { lockCourseMedia } from '../course-files/index.ts';
import { catalogueChanges, snapshotCatalogue } from './catalogue-tables.ts';
import { dryRunFiles } from './dry-run-files.ts';

type BundleProblem = BundleImportReport['problems'][number];

/** What the browser imports, and the bundle files of records it leaves to `npm run content:import`. */
export interface BrowserImport {
  sections: readonly BundleSection<unknown>[];
  notImported: readonly string[];
}

/** The most problems and notes a report lists. */
const listed = 1_000;

/** Thrown to roll a dry run back once its report is made. */
class DryRunDone extends Error {
  readonly report: BundleImportReport;

  constructor(report: BundleImportReport) {
    super('dry run');
    this.report = report;
  }
}

/** The report of a bundle that cannot be imported: its problems (and what was noted before them). */
export function refused(
  problems: readonly BundleProblem[],
  notes: readonly string[] = [],
): BundleImportReport {
  return {
    ok: false,
    problems: problems.slice(0, listed),
    tables: [],
    media: 0,
    notes: notes.slice(0, listed),
  };
}

/** The oid organisation.json names, when it can be read (the import reports it otherwise). */
async function bundleOid(folder: string): Promise<unknown> {
  try {
    return (JSON.parse(await readFile(join(folder, 'organisation.json'), 'utf8')) as { oid?: unknown })?.oid;
  } catch {
    return undefined;
  }
}

/**
 * Imports the bundle in `folder` into organisation `oid` with the import's own function (ADR 0098),
 * inside a transaction that counts each catalogue table's rows before and after. A dry run reads every
 * file, checks every reference and unpacks every package as the import does, and is rolled back with
 * its file writes dropped: nothing is kept and no server hears of it. A bundle of another organisation
 * is refused. The import holds the organisation's course media (`lockCourseMedia`): a course file's
 * deletion checks which courses name the file, and would not see those of an import not yet committed.
 * Answers the report: every problem by file and field, or what was (or would be) changed.
 */
export async function runBundleImport(
  services: { db: Db; files: FileStore; clock: Clock },
  { sections, notImported }: BrowserImport,
  oid: string,
  folder: string,
  { dryRun }: { dryRun: boolean },
): Promise<BundleImportReport> {
  const named = await bundleOid(folder);
  if (typeof named === 'string' && named !== oid) {
    return refused([
      {
        file: 'organisation.json',
        path: 'oid',
        message: `is ${named}: this portal imports the bundles of ${oid} only`,
      },
    ]);
  }
  const notes = notImported
    .filter((file) => existsSync(join(folder, file)))
    .map(
      (file) =>
        `${file}: not imported: accounts and learners' records are imported only by npm run content:import`,
    );
  const files = dryRun ? dryRunFiles(services.files) : services.files;
  try {
    return await services.db.transaction(async (tx) => {
      await lockCourseMedia(tx, oid);
      const before = await snapshotCatalogue(tx, oid);
      const summary = await importBundle(tx, folder, {
        files,
        clock: services.clock,
        sections,
        onNote: (note) => notes.push(note),
      });
      const report: BundleImportReport = {
        ok: true,
        problems: [],
        tables: catalogueChanges(before, await snapshotCatalogue(tx, oid)),
        media: summary.media ?? 0,
        notes: notes.slice(0, listed),
      };
      if (dryRun) throw new DryRunDone(report);
      return report;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    if (error instanceof BundleError) return refused(error.problems, notes);
    throw error;
  }
}

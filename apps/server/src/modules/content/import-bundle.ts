import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BundleOrganisation } from '@aula/contract/content-bundle';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { BundleError, type BundleProblem, problemsOf } from './bundle-error.ts';
import { listMedia, readBundleJson, sectionFiles } from './bundle-files.ts';
import { checkMediaNames, copyMedia } from './bundle-media.ts';
import { changeContent } from './content-changed.ts';
import type { BundleSection } from './section.ts';
import { type ContentRecord, type ImportSummary, writeRecords } from './write-records.ts';

export interface ImportOptions {
  /** Where the bundle's media are copied (under `orgs/<oid>/media/`). */
  files: FileStore;
  /** The app's clock: the moment of the import, from which sections count times such as "hours ago". */
  clock: Clock;
  /**
   * The sections to load, in order. The full list is the composition root's (src/content-sections.ts),
   * which is the one place that knows every module's section.
   */
  sections: readonly BundleSection<unknown>[];
  /** Hears the sections' notes (content:import prints them); unheard when absent. */
  onNote?: (message: string) => void;
}

/** Parses every file of every section, collecting all schema problems before anything is written. */
async function parseBundle(
  folder: string,
  sections: readonly BundleSection<unknown>[],
): Promise<ContentRecord[]> {
  const parsed: ContentRecord[] = [];
  const problems: BundleProblem[] = [];
  for (const section of sections) {
    for (const file of await sectionFiles(folder, section.file)) {
      try {
        const result = section.schema.safeParse(await readBundleJson(folder, file));
        if (result.success) parsed.push({ section, file, data: result.data });
        else problems.push(...problemsOf(file, result.error));
      } catch (error) {
        if (!(error instanceof BundleError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
  // Sections that read the same files (courses and their SCORM packages) report each problem once.
  const distinct = [...new Map(problems.map((problem) => [JSON.stringify(problem), problem])).values()];
  if (distinct.length > 0) throw new BundleError(distinct);
  return parsed;
}

async function readOrganisationId(folder: string): Promise<string> {
  if (!existsSync(resolve(folder, 'organisation.json'))) {
    throw BundleError.at('organisation.json', [], 'is missing: every bundle names its organisation there');
  }
  const result = BundleOrganisation.shape.oid.safeParse(
    ((await readBundleJson(folder, 'organisation.json')) as { oid?: unknown } | null)?.oid,
  );
  if (!result.success) throw BundleError.at('organisation.json', ['oid'], 'required: the organisation id');
  return result.data;
}

/**
 * Loads a content bundle (see content/demo/README.md) into the database: every file is checked against
 * the contract first, then all sections are upserted in one transaction, keyed by oid and each record's
 * id, so importing the same bundle again changes nothing. Media are copied into the file store last.
 * Every server listening hears of the import when it commits (CONTENT_CHANGED_CHANNEL).
 * A bad bundle throws a BundleError naming each file and field that is wrong.
 */
export async function importBundle(
  db: Db,
  bundleFolder: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const folder = resolve(bundleFolder);
  if (!existsSync(folder)) throw BundleError.at(bundleFolder, [], 'no such folder');
  const { sections } = options;
  const now = options.clock.now();
  const oid = await readOrganisationId(folder);
  const parsed = await parseBundle(folder, sections);
  const media = await listMedia(folder);
  checkMediaNames(media);

  return changeContent(db, oid, async (tx) => {
    const summary = await writeRecords(tx, parsed, {
      oid,
      now,
      folder,
      files: options.files,
      media: new Set(media),
      sections,
      onNote: options.onNote,
    });
    summary.media = await copyMedia(folder, media, oid, options.files);
    return summary;
  });
}

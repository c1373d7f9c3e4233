import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { BundleError, formatPath } from './bundle-error.ts';
import { announceContentChanged } from './content-changed.ts';
import { type BundleSection, type SectionContext, sectionName } from './section.ts';

/** One parsed file of a bundle (or one record the course builder publishes) and the section that loads it. */
export interface ContentRecord {
  section: BundleSection<unknown>;
  /** Its file in the bundle (`courses/pv101.json`), as error messages name it. */
  file: string;
  data: unknown;
}

export interface WriteOptions {
  oid: string;
  now: Date;
  /** The bundle folder (absolute); the course builder has none: its sections read no file. */
  folder: string;
  files: FileStore;
  /** The media paths records may name (the bundle's, or the organisation's stored files). */
  media: ReadonlySet<string>;
  /** The sections whose counts the summary starts at 0. */
  sections: readonly BundleSection<unknown>[];
  /** Hears the sections' notes (content:import prints them); unheard when absent. */
  onNote?: ((message: string) => void) | undefined;
}

/** How many records each section wrote, plus `media`: how many media files were copied. */
export type ImportSummary = Record<string, number>;

/**
 * Writes records through their sections inside transaction `tx`, then announces the organisation's
 * content changed (delivered when `tx` commits): the one path by which content reaches the database,
 * for a bundle import and for a course the builder publishes (ADR 0089), so both write the same rows,
 * switch defaults and quiz links, and clear the same caches on every server.
 */
export async function writeRecords(
  tx: Db,
  records: readonly ContentRecord[],
  options: WriteOptions,
): Promise<ImportSummary> {
  const { oid, now, folder, files, media, sections, onNote } = options;
  const summary: ImportSummary = Object.fromEntries(sections.map((section) => [sectionName(section), 0]));
  const claimed = new Map<string, string>();
  for (const { section, file, data } of records) {
    const fail = (path: readonly PropertyKey[], message: string): never => {
      throw BundleError.at(file, path, message);
    };
    const context: SectionContext = {
      db: tx,
      oid,
      now,
      folder,
      files,
      file,
      fail,
      note: (message) => onNote?.(`${file}: ${message}`),
      media(path, field) {
        if (path !== undefined && !media.has(path)) fail(field, `media/${path} is not in the bundle`);
      },
      claim(kind, id, field) {
        const where = `${file}: ${formatPath(field)}`;
        const earlier = claimed.get(`${kind}\u0000${id}`);
        if (earlier) fail(field, `${kind} ${id} is already defined at ${earlier}`);
        claimed.set(`${kind}\u0000${id}`, where);
      },
    };
    const name = sectionName(section);
    summary[name] = (summary[name] ?? 0) + (await section.load(context, data));
  }
  await announceContentChanged(tx, oid);
  return summary;
}

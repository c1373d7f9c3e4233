import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { FieldPath } from './bundle-error.ts';

/** What a section's loader may use while it loads one file of the bundle, inside the import's transaction. */
export interface SectionContext {
  db: Db;
  /** The organisation the bundle belongs to (from its organisation.json). */
  oid: string;
  /** The moment of the import, by the app's clock. */
  now: Date;
  /** The bundle folder (absolute). */
  folder: string;
  files: FileStore;
  /** The file being loaded, relative to the bundle folder, as error messages name it. */
  file: string;
  /** Tells whoever runs the import something worth reading that does not stop it (a package's warnings). */
  note(message: string): void;
  /** Stops the import with an error naming the current file and `path` in it. */
  fail(path: FieldPath, message: string): never;
  /** Checks that `path` is a file of the bundle's `media/` folder; fails at `field` otherwise. */
  media(path: string | undefined, field: FieldPath): void;
  /** Records that this file defines `id` (of `kind`); a second definition anywhere in the bundle fails. */
  claim(kind: string, id: string, field: FieldPath): void;
}

/**
 * One part of a content bundle: a JSON file (`events.json`) or a folder of JSON files with one record
 * each (`courses/`), the contract's schema every file must pass, and the loader that writes a parsed
 * file to the database (upserting by oid and the record's id) and answers how many records it wrote.
 * Sections load in the order of the list (src/content-sections.ts), so a loader may check references to
 * earlier sections.
 */
export interface BundleSection<T> {
  file: string;
  /** Its count's name in the import summary, when two sections read the same files; else from `file`. */
  name?: string;
  schema: z.ZodType<T>;
  load(context: SectionContext, data: T): Promise<number>;
}

/** Keeps `T` checked between schema and loader while letting sections of different types share one list. */
export function defineSection<T>(section: BundleSection<T>): BundleSection<unknown> {
  return section;
}

/** The name a section's count has in the import summary: its file or folder name without `.json` or `/`. */
export function sectionName(section: BundleSection<unknown>): string {
  if (section.name) return section.name;
  return section.file.replace(/\/$/, '').replace(/\.json$/, '');
}

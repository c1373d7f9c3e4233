import type { ProgramDetails } from '@aula/contract/content-bundle';
import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import type { Db } from '../../platform/db.ts';
import type { CourseSwitches } from '../course/index.ts';

/** How long a course or a batch's curriculum read from the database is trusted without reading it again. */
export const STRUCTURE_CACHE_MS = 30_000;

/**
 * Values this server read lately by key, each read once however many calls want it at the same time.
 * A content import clears it (CONTENT_CHANGED_CHANNEL, as the assessment cache); an entry is trusted
 * for at most STRUCTURE_CACHE_MS in any case (ADR 0051).
 */
class ReadCache<T> {
  readonly #entries = new Map<string, { value: Promise<T>; readAt: number }>();
  /** Moves on at every clear; a read that began before it is not kept (it may predate the import). */
  #generation = 0;

  /**
   * The value under `key`, read when missing or too old. `read` may give a lazy thenable such as a
   * Drizzle query, which runs its SQL each time it is awaited: the cache keeps one settled promise of
   * it, so the SQL runs once per entry, not once per caller.
   */
  get(key: string, read: () => PromiseLike<T>): Promise<T> {
    const nowMs = performance.now();
    const entry = this.#entries.get(key);
    if (entry && nowMs - entry.readAt < STRUCTURE_CACHE_MS) return entry.value;
    const generation = this.#generation;
    const value = Promise.resolve(read());
    this.#entries.set(key, { value, readAt: nowMs });
    const forget = () => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    };
    value.then(() => {
      if (generation !== this.#generation) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/** A course's content as the progress rules and the player read it. */
export interface CourseContent {
  ttitle: string;
  tduration: number;
  freenavigation: boolean;
  details: CourseDetails;
}

/** One course of a batch's curriculum, with its content when it is loaded. */
export interface BatchCourseRow {
  bpid: string;
  bcid: string;
  tid: string;
  telective: boolean;
  /** Null when the course's content is not loaded yet: the program's curriculum still names it. */
  ttitle: string | null;
  tduration: number | null;
  details: CourseDetails | null;
  /** What the admin switched off in this batch course. */
  switches: CourseSwitches;
}

/** A program's name and authored texts (a few kilobytes of JSON: read once, not at every call). */
export interface ProgramTexts {
  pname: string;
  details: Partial<ProgramDetails>;
}

/**
 * What every progress call reads and only a content import (or an admin's switch, which announces
 * itself the same way) changes: the courses' content by organisation and tid, each batch's courses in
 * order by organisation and bpid with their switches, and the programs' texts by organisation and pid. Not an access check: whoever reads it checks enrolment. The values
 * are shared by every caller: read them, never change them.
 */
export class StructureCache {
  readonly courses = new ReadCache<CourseContent | null>();
  readonly batches = new ReadCache<BatchCourseRow[]>();
  readonly programs = new ReadCache<ProgramTexts | null>();

  clear(): void {
    this.courses.clear();
    this.batches.clear();
    this.programs.clear();
  }
}

/** One cache per database handle, as the session and assessment caches. */
const caches = new WeakMap<Db, StructureCache>();

export function structureCacheOf(db: Db): StructureCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StructureCache();
    caches.set(db, cache);
  }
  return cache;
}

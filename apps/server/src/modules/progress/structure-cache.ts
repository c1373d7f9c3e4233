import type { ProgramDetails } from '@aula/contract/content-bundle';
import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';
import type { CourseSwitches } from '../course/index.ts';

/** How long a course or a batch's curriculum read from the database is trusted without reading it again. */
export const STRUCTURE_CACHE_MS = 30_000;

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

/** A content import clears them (CONTENT_CHANGED_CHANNEL, as the assessment cache; ADR 0051). */
const clearedBy = CONTENT_CHANGED_CHANNEL;
const COURSES: ReadCacheSpec = {
  name: 'courses by organisation and tid',
  ttlMs: STRUCTURE_CACHE_MS,
  clearedBy,
};
const BATCHES: ReadCacheSpec = {
  name: 'batch curricula by organisation and bpid',
  ttlMs: STRUCTURE_CACHE_MS,
  clearedBy,
};
const PROGRAMS: ReadCacheSpec = {
  name: 'program texts by organisation and pid',
  ttlMs: STRUCTURE_CACHE_MS,
  clearedBy,
};

/**
 * What every progress call reads and only a content import (or an admin's switch, which announces
 * itself the same way) changes: the courses' content by organisation and tid, each batch's courses in
 * order by organisation and bpid with their switches, and the programs' texts by organisation and pid.
 * Not an access check: whoever reads it checks enrolment. The values are shared by every caller: read
 * them, never change them.
 */
export function structureCacheOf(db: Db) {
  const caches = cachesOf(db);
  return {
    courses: caches.cache<CourseContent | null>(COURSES),
    batches: caches.cache<BatchCourseRow[]>(BATCHES),
    programs: caches.cache<ProgramTexts | null>(PROGRAMS),
  };
}

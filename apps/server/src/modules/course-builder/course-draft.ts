import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import type { CourseDraft } from '@aula/contract/staff-course-builder';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { courseDrafts } from '../../db/schema/course-drafts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/** What learners have of a course now: its row in `courses`. */
export interface PublishedCourse {
  ttitle: string;
  tduration: number;
  freenavigation: boolean;
  details: CourseDetails;
}

export interface StoredDraft {
  draft: CourseDraft;
  version: number;
  published: PublishedCourse | null;
}

/** The defaults the batches running it start from (ADR 0070, 0089): the course's own `switches_off`. */
export async function switchDefaultsOff(db: Db, oid: string, tid: string): Promise<Set<string>> {
  const [row] = await db
    .select({ switchesOff: courses.switchesOff })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, tid)));
  return new Set((row?.switchesOff ?? []).map(({ kind, target }) => `${kind}:${target}`));
}

/** A published course as a draft with nothing changed: what the builder opens before any edit. */
export function draftOf(course: PublishedCourse, off: ReadonlySet<string> = new Set()): CourseDraft {
  const { details } = course;
  return {
    ttitle: course.ttitle,
    tduration: course.tduration,
    tdescription: details.tdescription,
    ...(details.timage === undefined ? {} : { timage: details.timage }),
    freenavigation: course.freenavigation,
    nuggets: details.nuggets.map((nugget) => ({
      nid: nugget.nid,
      unit: nugget.unit,
      ntitle: nugget.ntitle,
      nduration: nugget.nduration,
      nenabled: !off.has(`nugget:${nugget.nid}`),
      retired: false,
      objects: nugget.objects.map(({ qtype: _derived, ...object }) => ({
        ...object,
        nenabled: !off.has(`object:${object.oid}`),
        retired: false,
      })),
    })),
    references: details.references,
    videos: details.videos,
  };
}

/**
 * The draft of course `tid` of programme `pid` in the actor's organisation, with what learners have of
 * it; 404 naming `tid` when the programme has no such course, draft or published.
 */
export async function readDraft(db: Db, oid: string, pid: string, tid: string): Promise<StoredDraft> {
  const [row] = await db
    .select({
      pid: courses.pid,
      ttitle: courses.ttitle,
      tduration: courses.tduration,
      freenavigation: courses.freenavigation,
      details: courses.details,
    })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, tid)));
  const published = row && row.pid === pid ? row : null;
  const [stored] = await db
    .select({ draft: courseDrafts.draft, version: courseDrafts.version, pid: courseDrafts.pid })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.oid, oid), eq(courseDrafts.tid, tid)));
  if (stored && stored.pid === pid) return { draft: stored.draft, version: stored.version, published };
  if (!published) {
    throw new AppError('NOT_FOUND', 'This programme has no such course.', { tid: 'no such course' });
  }
  return { draft: draftOf(published, await switchDefaultsOff(db, oid, tid)), version: 0, published };
}

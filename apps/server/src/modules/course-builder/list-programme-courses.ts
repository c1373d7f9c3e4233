import type { BuilderCourse } from '@aula/contract/staff-course-builder';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { courseDrafts } from '../../db/schema/course-drafts.ts';
import type { Db } from '../../platform/db.ts';
import { draftOf } from './course-draft.ts';
import { draftChanges, hasChanges } from './draft-changes.ts';
import { programmeOf } from './programme-of.ts';

/** The programme's courses, published and draft, in the curriculum's order (drafts never published last). */
export async function listProgrammeCourses(
  db: Db,
  oid: string,
  pid: string,
): Promise<{ pname: string; courses: BuilderCourse[] }> {
  const programme = await programmeOf(db, oid, pid);
  const published = await db
    .select({
      tid: courses.tid,
      ttitle: courses.ttitle,
      tduration: courses.tduration,
      freenavigation: courses.freenavigation,
      details: courses.details,
    })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.pid, pid)));
  const drafts = await db
    .select({ tid: courseDrafts.tid, draft: courseDrafts.draft })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.oid, oid), eq(courseDrafts.pid, pid)));
  const draftByTid = new Map(drafts.map((row) => [row.tid, row.draft]));
  const publishedByTid = new Map(published.map((row) => [row.tid, row]));
  const tids = [...new Set([...published.map((row) => row.tid), ...drafts.map((row) => row.tid)])];
  const order = (programme.details.pcurriculum ?? []).map((topic) => topic.tid);
  const rank = (tid: string) => (order.includes(tid) ? order.indexOf(tid) : order.length);
  tids.sort((a, b) => rank(a) - rank(b));
  return {
    pname: programme.ptitle,
    courses: tids.map((tid) => {
      const live = publishedByTid.get(tid) ?? null;
      const draft = draftByTid.get(tid) ?? (live ? draftOf(live) : undefined);
      if (!draft) throw new Error(`course ${tid} has neither a draft nor a published row`);
      return {
        tid,
        ttitle: draft.ttitle,
        tduration: draft.tduration,
        published: live !== null,
        unpublishedChanges: hasChanges(draftChanges(draft, live)),
        units: draft.nuggets.filter((nugget) => !nugget.retired).length,
      };
    }),
  };
}

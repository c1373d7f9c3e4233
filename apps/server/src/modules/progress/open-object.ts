import type { ObjectProgressAnswer } from '@aula/contract/course-player';
import { sql } from 'drizzle-orm';
import { courseProgress, objectProgress, openObjects } from '../../db/schema/progress.ts';
import type { Db } from '../../platform/db.ts';
import { assertReachable } from './course-order.ts';
import { learnerCourseProgress, opIn } from './learner-course-progress.ts';
import type { Learner } from './progress-queries.ts';

/**
 * The learner opens object `objid` of batch course `bcid` (spec 2 §4): refused when the admin disabled
 * it or, without free navigation, the object before it is not complete. An object not started becomes
 * in progress (op 1); the course resumes here. It becomes the learner's one open object (ADR 0063): the
 * row of `open_objects` is replaced in one statement, which locks it, so of two openings at once the
 * later wins and the object opened before is closed. Its opening time starts the count that bounds what
 * Mark Complete may record; opening again restarts it.
 */
export async function openObject(
  db: Db,
  learner: Learner,
  { bcid, objid }: { bcid: string; objid: string },
  now: Date,
): Promise<ObjectProgressAnswer> {
  const progress = await learnerCourseProgress(db, learner, bcid);
  assertReachable(progress, objid, opIn(progress));
  const key = { oid: learner.oid, eid: learner.eid, bcid };
  const [row] = await db
    .insert(objectProgress)
    .values({ ...key, objid, op: 1 })
    .onConflictDoUpdate({
      target: [objectProgress.oid, objectProgress.eid, objectProgress.bcid, objectProgress.objid],
      set: { op: sql`greatest(${objectProgress.op}, 1)` },
    })
    .returning({ op: objectProgress.op, timespent: objectProgress.timespent });
  await db
    .insert(openObjects)
    .values({ ...key, objid, openedAt: now })
    .onConflictDoUpdate({
      target: [openObjects.oid, openObjects.eid],
      set: { bcid, objid, openedAt: now },
    });
  await db
    .insert(courseProgress)
    .values({ ...key, lastObjid: objid, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [courseProgress.oid, courseProgress.eid, courseProgress.bcid],
      set: { lastObjid: objid, lastOpenedAt: now },
    });
  return { objid, userOP: { op: row?.op ?? 1, timespent: row?.timespent ?? 0 }, tp: progress.tp };
}

import type { TaughtCourse } from '@aula/contract/staff-courses';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { learnerCourses } from '../../db/schema/enrolments.ts';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope } from '../course/index.ts';

/** Learners studying the batch course, through the one enrolment scope (ADR 0069). */
const learnerCount = sql<number>`(select count(*) from ${learnerCourses}
  where ${learnerCourses.oid} = ${batchCourses.oid} and ${learnerCourses.bcid} = ${batchCourses.bcid})::int`;

function selectTaughtCourses(db: Db) {
  return db
    .select({
      bcid: batchCourses.bcid,
      tid: batchCourses.tid,
      ttitle: sql<string>`coalesce(${courses.ttitle}, ${batchCourses.tid})`,
      bpid: batchCourses.bpid,
      batchTitle: batches.title,
      pname: programs.pname,
      learners: learnerCount,
    })
    .from(batchCourses)
    .innerJoin(batches, and(eq(batches.oid, batchCourses.oid), eq(batches.bpid, batchCourses.bpid)))
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .leftJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)));
}

/** A programme's name is authored HTML; staff screens show it as text, as the admissions queue does. */
function asText(course: TaughtCourse): TaughtCourse {
  return { ...course, pname: htmlToText(course.pname) };
}

/** The batch courses the actor teaches: an instructor's courses in every batch, an admin's organisation. */
export async function listTaughtCourses(db: Db, actor: SessionUser): Promise<{ courses: TaughtCourse[] }> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return { courses: [] };
  const rows = await selectTaughtCourses(db)
    .where(
      and(eq(batchCourses.oid, actor.oid), scope === 'all' ? undefined : inArray(batchCourses.tid, scope)),
    )
    .orderBy(asc(programs.pname), asc(batches.startsAt), asc(batches.bpid), asc(batchCourses.position));
  return { courses: rows.map(asText) };
}

/**
 * Batch course `bcid` of the organisation, as the list shows it. The operation's policy has checked
 * that the actor teaches it; a 404 naming `bcid` otherwise.
 */
export async function taughtCourse(db: Db, oid: string, bcid: string): Promise<TaughtCourse> {
  const [row] = await selectTaughtCourses(db)
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such course.', { bcid: 'no such course' });
  return asText(row);
}

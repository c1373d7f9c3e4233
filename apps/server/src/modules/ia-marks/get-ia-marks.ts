import { type IaCourse, type IaMarks, iaConcernWindowHours } from '@aula/contract/ia-marks';
import { and, asc, eq, lte } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { curriculumTitles } from '../programs/index.ts';
import { toIaMark } from './ia-mark-row.ts';

export interface IaMarksQuery {
  bpid: string;
  semester: number;
}

/**
 * The learner's internal-assessment marks in a batch and semester that are visible by now, grouped by
 * course in the batch's course order; each mark says whether its answer window is still open.
 */
export async function getIaMarks(
  db: Db,
  user: SessionUser,
  { bpid, semester }: IaMarksQuery,
  now: Date,
): Promise<IaMarks> {
  const enrolment = await assertEnrolled(db, user, bpid);
  const rows = await db
    .select({
      tid: iaAssessments.tid,
      ttitle: courses.ttitle,
      iaid: iaAssessments.iaid,
      name: iaAssessments.name,
      marks: iaMarks.marks,
      maxMarks: iaAssessments.maxMarks,
      concern: iaMarks.concern,
      concernAnswer: iaMarks.concernAnswer,
      concernAnsweredAt: iaMarks.concernAnsweredAt,
      visibleAt: iaAssessments.visibleAt,
    })
    .from(iaAssessments)
    .innerJoin(
      iaMarks,
      and(
        eq(iaMarks.oid, iaAssessments.oid),
        eq(iaMarks.iaid, iaAssessments.iaid),
        eq(iaMarks.eid, user.eid),
      ),
    )
    .leftJoin(courses, and(eq(courses.oid, iaAssessments.oid), eq(courses.tid, iaAssessments.tid)))
    .leftJoin(
      batchCourses,
      and(
        eq(batchCourses.oid, iaAssessments.oid),
        eq(batchCourses.bpid, iaAssessments.bpid),
        eq(batchCourses.tid, iaAssessments.tid),
      ),
    )
    .where(
      and(
        eq(iaAssessments.oid, user.oid),
        eq(iaAssessments.bpid, bpid),
        eq(iaAssessments.semester, semester),
        lte(iaAssessments.visibleAt, now),
      ),
    )
    .orderBy(
      asc(batchCourses.position),
      asc(iaAssessments.tid),
      asc(iaAssessments.position),
      asc(iaAssessments.iaid),
    );

  const curriculum = rows.some((row) => row.ttitle === null)
    ? await curriculumTitles(db, user.oid, enrolment.pid)
    : {};
  const byCourse = new Map<string, IaCourse>();
  for (const row of rows) {
    // A draft (visibleAt null) never passes the filter above; this only tells the type so.
    if (row.visibleAt === null) continue;
    const ttitle = row.ttitle ?? curriculum[row.tid] ?? row.tid;
    const course = byCourse.get(row.tid) ?? { tid: row.tid, ttitle, marks: [] };
    course.marks.push(toIaMark({ ...row, visibleAt: row.visibleAt }, now));
    byCourse.set(row.tid, course);
  }
  return { bpid, semester, windowHours: iaConcernWindowHours, courses: [...byCourse.values()] };
}

import type { CourseToComplete } from '@aula/contract/certificates';
import { and, asc, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { learnerCourses } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { Enrolment } from '../enrolments/index.ts';
import { curriculumTitles } from '../programs/index.ts';
import { completedCourses } from '../progress/index.ts';

/**
 * The courses of the learner's batch they take (the enrolment scope, ADR 0069: every course but
 * electives they did not choose) and have not completed yet: a course is complete when its progress
 * says tp = 2 and every countable object of it is complete (`completedCourses`, ADR 0063), read here
 * at issue whatever the client says.
 * Answers null for a batch that has no course to take.
 */
export async function coursesLeftToComplete(
  db: Db,
  enrolment: Enrolment,
): Promise<CourseToComplete[] | null> {
  const taken = await db
    .select({ bcid: learnerCourses.bcid, tid: learnerCourses.tid, ttitle: courses.ttitle })
    .from(learnerCourses)
    .innerJoin(
      batchCourses,
      and(eq(batchCourses.oid, learnerCourses.oid), eq(batchCourses.bcid, learnerCourses.bcid)),
    )
    .leftJoin(courses, and(eq(courses.oid, learnerCourses.oid), eq(courses.tid, learnerCourses.tid)))
    .where(
      and(
        eq(learnerCourses.oid, enrolment.oid),
        eq(learnerCourses.eid, enrolment.eid),
        eq(learnerCourses.bpid, enrolment.bpid),
      ),
    )
    .orderBy(asc(batchCourses.position), asc(learnerCourses.tid));
  if (taken.length === 0) return null;
  const completed = await completedCourses(db, enrolment, enrolment.bpid);
  const left = taken.filter((row) => !completed.has(row.bcid));
  const titles = left.some((row) => row.ttitle === null)
    ? await curriculumTitles(db, enrolment.oid, enrolment.pid)
    : {};
  return left.map((row) => ({
    bcid: row.bcid,
    tid: row.tid,
    ttitle: row.ttitle ?? titles[row.tid] ?? row.tid,
  }));
}

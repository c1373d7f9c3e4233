import type { IaComponent } from '@aula/contract/staff-ia-marks';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/auth.ts';
import { learnerCourses } from '../../../db/schema/enrolments.ts';
import { batchCourses } from '../../../db/schema/programs.ts';
import { iaAssessments } from '../../../db/schema/records.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';

/** A batch course as IA marks are kept for it: components are of its batch `bpid` and course `tid`. */
export interface IaCourse {
  oid: string;
  bcid: string;
  bpid: string;
  tid: string;
}

/** Batch course `bcid` of the organisation (the operation's policy has checked the caller teaches it). */
export async function iaCourse(db: Db, oid: string, bcid: string): Promise<IaCourse> {
  const [row] = await db
    .select({ bpid: batchCourses.bpid, tid: batchCourses.tid })
    .from(batchCourses)
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such course.', { bcid: 'no such course' });
  return { oid, bcid, ...row };
}

export type ComponentRow = typeof iaAssessments.$inferSelect;

/** The course's components in their order. */
export function componentsOf(db: Db, course: IaCourse): Promise<ComponentRow[]> {
  return db
    .select()
    .from(iaAssessments)
    .where(
      and(
        eq(iaAssessments.oid, course.oid),
        eq(iaAssessments.bpid, course.bpid),
        eq(iaAssessments.tid, course.tid),
      ),
    )
    .orderBy(asc(iaAssessments.semester), asc(iaAssessments.position), asc(iaAssessments.iaid));
}

export function toComponent(row: ComponentRow): IaComponent {
  return {
    iaid: row.iaid,
    name: row.name,
    semester: row.semester,
    maxMarks: row.maxMarks,
    visibleAt: row.visibleAt?.toISOString() ?? null,
  };
}

/** The course's learners (the one enrolment scope, ADR 0069) by name, each with their e-mail. */
export function learnersOf(db: Db, course: IaCourse): Promise<{ eid: string; name: string }[]> {
  return db
    .select({ eid: learnerCourses.eid, name: users.name })
    .from(learnerCourses)
    .leftJoin(users, and(eq(users.oid, learnerCourses.oid), eq(users.eid, learnerCourses.eid)))
    .where(and(eq(learnerCourses.oid, course.oid), eq(learnerCourses.bcid, course.bcid)))
    .orderBy(asc(users.name), asc(learnerCourses.eid))
    .then((rows) => rows.map((row) => ({ eid: row.eid, name: row.name ?? row.eid })));
}

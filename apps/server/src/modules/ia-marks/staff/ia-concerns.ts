import type { IaConcernRow } from '@aula/contract/staff-ia-marks';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/auth.ts';
import { learnerCourses } from '../../../db/schema/enrolments.ts';
import { iaAssessments, iaMarks } from '../../../db/schema/records.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import type { SessionUser } from '../../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../../audit/index.ts';
import { concernWindow } from '../concern-window.ts';
import type { IaCourse } from './ia-course.ts';

/** Raised concerns on published components of the course's learners (and `only`, when given). */
function selectConcerns(db: Db, course: IaCourse, only?: SQL) {
  return db
    .select({
      eid: iaMarks.eid,
      name: sql<string>`coalesce(${users.name}, ${iaMarks.eid})`,
      iaid: iaMarks.iaid,
      component: iaAssessments.name,
      marks: iaMarks.marks,
      maxMarks: iaAssessments.maxMarks,
      raisedAt: iaMarks.concernAt,
      visibleAt: iaAssessments.visibleAt,
      answer: iaMarks.concernAnswer,
      answeredAt: iaMarks.concernAnsweredAt,
    })
    .from(iaMarks)
    .innerJoin(iaAssessments, and(eq(iaAssessments.oid, iaMarks.oid), eq(iaAssessments.iaid, iaMarks.iaid)))
    .innerJoin(
      learnerCourses,
      and(
        eq(learnerCourses.oid, iaMarks.oid),
        eq(learnerCourses.eid, iaMarks.eid),
        eq(learnerCourses.bcid, course.bcid),
      ),
    )
    .leftJoin(users, and(eq(users.oid, iaMarks.oid), eq(users.eid, iaMarks.eid)))
    .where(
      and(
        eq(iaMarks.oid, course.oid),
        eq(iaAssessments.bpid, course.bpid),
        eq(iaAssessments.tid, course.tid),
        eq(iaMarks.concern, 'raised'),
        isNotNull(iaAssessments.visibleAt),
        only,
      ),
    );
}

type ConcernSource = Awaited<ReturnType<typeof selectConcerns>>[number];

function toRow(row: ConcernSource, now: Date): IaConcernRow {
  // Only published components are selected; a concern is raised on visible marks only.
  const window = concernWindow(row.visibleAt ?? now, now);
  return {
    eid: row.eid,
    name: row.name,
    iaid: row.iaid,
    component: row.component,
    marks: row.marks,
    maxMarks: row.maxMarks,
    raisedAt: row.raisedAt?.toISOString() ?? null,
    windowClosesAt: window.closesAt.toISOString(),
    windowOpen: window.open,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The raised concerns of the course's learners: open ones first (oldest first), then the answered. */
export async function listIaConcerns(db: Db, course: IaCourse, now: Date): Promise<{ rows: IaConcernRow[] }> {
  const rows = await selectConcerns(db, course).orderBy(
    sql`${iaMarks.concernAnswer} is not null`,
    asc(iaMarks.concernAt),
    asc(iaMarks.eid),
  );
  return { rows: rows.map((row) => toRow(row, now)) };
}

/**
 * Answers the raised concern of learner `eid` on component `iaid` of the course, which closes it: the
 * learner sees the answer and may no longer change theirs. A learner not in the course is refused with
 * 403; no raised concern there, 404; one already answered, 409. Audited with before and after.
 */
export async function answerIaConcern(
  db: Db,
  actor: SessionUser,
  course: IaCourse,
  body: { iaid: string; eid: string; answer: string },
  change: StaffChange,
): Promise<IaConcernRow> {
  const [studies] = await db
    .select({ eid: learnerCourses.eid })
    .from(learnerCourses)
    .where(
      and(
        eq(learnerCourses.oid, course.oid),
        eq(learnerCourses.bcid, course.bcid),
        eq(learnerCourses.eid, body.eid),
      ),
    )
    .limit(1);
  if (!studies) {
    throw new AppError('FORBIDDEN', 'This learner is not in this course.', {
      eid: 'not a learner of this course',
    });
  }
  const answer = body.answer.trim();
  return db.transaction(async (tx) => {
    const [row] = await selectConcerns(
      tx,
      course,
      and(eq(iaMarks.iaid, body.iaid), eq(iaMarks.eid, body.eid)),
    )
      .for('update', { of: iaMarks })
      .limit(1);
    if (!row) {
      throw new AppError('NOT_FOUND', 'There is no such concern.', {
        iaid: 'no concern raised on these marks',
      });
    }
    if (row.answer !== null) {
      throw new AppError('CONFLICT', 'This concern is already answered.', { iaid: 'already answered' });
    }
    await tx
      .update(iaMarks)
      .set({ concernAnswer: answer, concernAnsweredAt: change.at, concernAnsweredBy: actor.userId })
      .where(and(eq(iaMarks.oid, course.oid), eq(iaMarks.iaid, body.iaid), eq(iaMarks.eid, body.eid)));
    await auditCourseChange(tx, actor, change, {
      action: 'iaMarks.answerConcern',
      bcid: course.bcid,
      before: { eid: body.eid, iaid: body.iaid, concern: 'raised', answer: null },
      after: { eid: body.eid, iaid: body.iaid, concern: 'raised', answer },
    });
    return toRow({ ...row, answer, answeredAt: change.at }, change.at);
  });
}

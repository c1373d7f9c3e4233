import {
  type IaConcern,
  type IaMark,
  iaConcernClosedMessage,
  iaWindowClosedMessage,
} from '@aula/contract/ia-marks';
import { and, eq } from 'drizzle-orm';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { concernWindow } from './concern-window.ts';
import { toIaMark } from './ia-mark-row.ts';

export interface ConcernAnswer {
  bpid: string;
  iaid: string;
  concern: IaConcern;
}

/**
 * Records the learner's answer to their marks in one internal assessment: a concern raised, or none.
 * Allowed from the moment the marks are visible until 48 hours later, by the server's clock; the
 * learner may change their answer while the window is open, until staff answer a raised concern.
 */
export async function updateIaConcern(
  db: Db,
  user: SessionUser,
  answer: ConcernAnswer,
  now: Date,
): Promise<IaMark> {
  await assertEnrolled(db, user, answer.bpid);
  const [row] = await db
    .select({
      iaid: iaAssessments.iaid,
      name: iaAssessments.name,
      marks: iaMarks.marks,
      maxMarks: iaAssessments.maxMarks,
      visibleAt: iaAssessments.visibleAt,
      concernAnswer: iaMarks.concernAnswer,
      concernAnsweredAt: iaMarks.concernAnsweredAt,
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
    .where(
      and(
        eq(iaAssessments.oid, user.oid),
        eq(iaAssessments.bpid, answer.bpid),
        eq(iaAssessments.iaid, answer.iaid),
      ),
    )
    .limit(1);
  // Marks not yet visible are answered like marks that do not exist: nothing about them leaks early.
  if (!row || row.visibleAt === null || row.visibleAt.getTime() > now.getTime()) {
    throw new AppError('NOT_FOUND', 'There are no such marks of yours.', { iaid: 'no such marks' });
  }
  if (row.concernAnswer !== null) {
    throw new AppError('CONFLICT', iaConcernClosedMessage, { iaid: 'the concern is answered and closed' });
  }
  if (!concernWindow(row.visibleAt, now).open) {
    throw new AppError('CONFLICT', iaWindowClosedMessage, { iaid: 'the answer window has closed' });
  }
  await db
    .update(iaMarks)
    .set({ concern: answer.concern, concernAt: now })
    .where(and(eq(iaMarks.oid, user.oid), eq(iaMarks.iaid, row.iaid), eq(iaMarks.eid, user.eid)));
  return toIaMark({ ...row, visibleAt: row.visibleAt, concern: answer.concern }, now);
}

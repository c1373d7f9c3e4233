import { and, eq } from 'drizzle-orm';
import { programFeedbackForms, programFeedbackResponses } from '../../db/schema/program-feedback.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { isFeedbackOn } from '../course/index.ts';
import { assertEnrolled, type Enrolment } from '../enrolments/index.ts';

/** The learner's enrolment in `bpid`, or a 403 naming the body's `field` (obid in updatefeedback). */
export async function enrolmentFor(
  db: Db,
  user: SessionUser,
  bpid: string,
  field: string,
): Promise<Enrolment> {
  try {
    return await assertEnrolled(db, user, bpid);
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, error.message, { [field]: 'not your batch' });
    throw error;
  }
}

/**
 * The program's feedback form as batch `bpid` has it: undefined when the program has none or the admin
 * switched it off for the batch (ADR 0070).
 */
export async function feedbackFormOf(db: Db, oid: string, { pid, bpid }: { pid: string; bpid: string }) {
  if (!(await isFeedbackOn(db, oid, { kind: 'programFeedback', bpid }))) return undefined;
  const [form] = await db
    .select({ questions: programFeedbackForms.questions })
    .from(programFeedbackForms)
    .where(and(eq(programFeedbackForms.oid, oid), eq(programFeedbackForms.pid, pid)));
  return form;
}

/** True once the learner has submitted their feedback for batch `bpid`. */
export async function hasSubmittedFeedback(db: Db, user: SessionUser, bpid: string): Promise<boolean> {
  const [row] = await db
    .select({ bpid: programFeedbackResponses.bpid })
    .from(programFeedbackResponses)
    .where(
      and(
        eq(programFeedbackResponses.oid, user.oid),
        eq(programFeedbackResponses.eid, user.eid),
        eq(programFeedbackResponses.bpid, bpid),
      ),
    );
  return row !== undefined;
}

import { assessmentMessages, assessmentRefusals } from '@aula/contract/assessment-limits';
import type { AssessmentQuiz, QuizKind } from '@aula/contract/assessments';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { timesOfLearner } from './accommodation-store.ts';
import { isOpen } from './assessment-window.ts';
import { answersOf, attemptView, findAttempt } from './attempt-store.ts';
import { closePastGrace } from './close-past-grace.ts';
import { findOwnAssessment, itemsOf } from './policy.ts';
import { questionView } from './question-view.ts';

export function alreadySubmitted(quiztype: QuizKind): AppError {
  const message =
    quiztype === 'assess' ? assessmentMessages.assessmentSubmitted : assessmentMessages.assignmentSubmitted;
  return new AppError('CONFLICT', message, { assessid: 'already submitted' });
}

/** A prerender asked for a quiz the learner has not opened: only their own tap starts it (ADR 0097). */
export const notStarted = () =>
  new AppError('CONFLICT', 'The attempt is not started: only the learner starts it.', {
    assessid: 'not started',
  });

/**
 * Starts the learner's attempt (a draft row, once) or resumes it with every answer saved so far, from
 * any device. Only inside the window by the server's clock (the learner's own, with their accommodation:
 * its `enddate` is their deadline), and never once submitted. The questions go without their right
 * answers, their pictures signed by `sign` for the learner (ADR 0095). With `resumeOnly` (the server's
 * prerender of the quiz view) an attempt not yet started is refused rather than started.
 */
export async function startAttempt(
  db: Db,
  user: SessionUser,
  { assessid, quiztype }: { assessid: string; quiztype: QuizKind },
  now: Date,
  sign: (path: string) => string,
  resumeOnly = false,
): Promise<AssessmentQuiz> {
  const key = { oid: user.oid, assessid, eid: user.eid };
  const assessment = await timesOfLearner(db, await findOwnAssessment(db, user, assessid, quiztype), key);
  const attempt = await closePastGrace(db, assessment, await findAttempt(db, key), key, now);
  if (attempt?.status === 1) throw alreadySubmitted(quiztype);
  if (!isOpen(assessment, now)) {
    const ended = assessment.enddate && now.getTime() >= assessment.enddate.getTime();
    throw new AppError('CONFLICT', ended ? assessmentRefusals.closed : assessmentRefusals.notOpen, {
      assessid: 'not open',
    });
  }
  if (!attempt) {
    if (resumeOnly) throw notStarted();
    await db
      .insert(assessmentAttempts)
      .values({ ...key, startedAt: now })
      .onConflictDoNothing();
  }
  const items = await itemsOf(db, user.oid, assessid);
  const answers = await answersOf(db, key);
  return {
    assessid,
    quiztype,
    title: assessment.title,
    enddate: assessment.enddate?.toISOString() ?? null,
    qitems: items.map((item) => questionView(item, sign)),
    attempt: attemptView(attempt ?? { status: 0, lastSavedAt: null }, items, answers),
  };
}

import { assessmentRefusals } from '@aula/contract/assessment-limits';
import type { AssessmentAnswers, QuizKind } from '@aula/contract/assessments';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { timesOfEveryLearner, timesOfLearner } from './accommodation-store.ts';
import { answersAvailable, attemptSeesAnswers } from './assessment-window.ts';
import { answersOf, attemptView, findAttempt } from './attempt-store.ts';
import { closePastGrace } from './close-past-grace.ts';
import { findOwnAssessment, itemsOf } from './policy.ts';
import { questionView, rightAnswer } from './question-view.ts';
import { releasedMarksOf } from './released-marks.ts';

/**
 * The questions with their right answers and the learner's own answers and score: only once the
 * answer date and the end plus the grace have passed by the server's clock (the latest end of any
 * learner's accommodation, ADR 0073), and only to a learner whose own attempt is closed (submitted, or
 * a draft closed now that the grace is over) or who never started one and no longer can
 * (attemptSeesAnswers). Before that, nothing about the right answers leaves the
 * server. Pictures come signed by `sign` for the learner (ADR 0095).
 */
export async function getAnswers(
  db: Db,
  user: SessionUser,
  { assessid, quiztype }: { assessid: string; quiztype: QuizKind },
  now: Date,
  sign: (path: string) => string,
): Promise<AssessmentAnswers> {
  const key = { oid: user.oid, assessid, eid: user.eid };
  const found = await findOwnAssessment(db, user, assessid, quiztype);
  // Not while any learner's accommodation lets them answer still; their own attempt by their own times.
  if (!answersAvailable(await timesOfEveryLearner(db, found, key), now)) {
    throw new AppError('FORBIDDEN', assessmentRefusals.answersNotYet, {
      assessid: 'answers not available yet',
    });
  }
  const assessment = await timesOfLearner(db, found, key);
  const attempt = await closePastGrace(db, assessment, await findAttempt(db, key), key, now);
  if (!attemptSeesAnswers(assessment, attempt, now)) {
    throw new AppError('FORBIDDEN', assessmentRefusals.answersAfterSubmission, {
      assessid: 'attempt still open',
    });
  }
  const items = await itemsOf(db, user.oid, assessid);
  const answers = await answersOf(db, key);
  return {
    assessid,
    title: assessment.title,
    qitems: items.map((item) => ({ ...questionView(item, sign), correct: rightAnswer(item) })),
    response: attemptView(attempt ?? { status: 0, lastSavedAt: null }, items, answers).response,
    score: attempt?.status === 1 ? ((await releasedMarksOf(db, key))?.score ?? attempt.score) : null,
  };
}

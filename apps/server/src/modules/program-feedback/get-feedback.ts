import type { FeedbackForm } from '@aula/contract/program-feedback';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { enrolmentFor, feedbackFormOf, hasSubmittedFeedback } from './feedback-queries.ts';

/**
 * The spec's GET_FEEDBACK: code 0 when the admin switched the batch's feedback off (or wrote none),
 * code 1 when the learner has already answered for this batch, else the questions.
 */
export async function getFeedback(
  db: Db,
  user: SessionUser,
  { pid, bpid }: { pid: string; bpid: string },
): Promise<FeedbackForm> {
  const enrolment = await enrolmentFor(db, user, bpid, 'bpid');
  if (enrolment.pid !== pid) {
    throw new AppError('BAD_REQUEST', 'That batch is not of this program.', {
      pid: 'not the program of bpid',
    });
  }
  const form = await feedbackFormOf(db, user.oid, { pid, bpid });
  if (!form) return { code: 0 };
  if (await hasSubmittedFeedback(db, user, bpid)) return { code: 1 };
  return { questions: form.questions };
}

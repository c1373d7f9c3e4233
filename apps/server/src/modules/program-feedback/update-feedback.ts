import { type FeedbackAnswer, programFeedbackMessages } from '@aula/contract/program-feedback';
import { programFeedbackResponses } from '../../db/schema/program-feedback.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { enrolmentFor, feedbackFormOf } from './feedback-queries.ts';

/** Every question answered exactly once, and nothing else; a 400 naming the first answer that is wrong. */
function checkAnswers(questions: readonly { qid: string }[], response: readonly FeedbackAnswer[]): void {
  const asked = new Set(questions.map((question) => question.qid));
  const answered = new Set<string>();
  for (const [index, answer] of response.entries()) {
    const field = `response.${index}.qid`;
    if (!asked.has(answer.qid)) {
      throw new AppError('VALIDATION_FAILED', 'That is not a question of this form.', {
        [field]: 'unknown question',
      });
    }
    if (answered.has(answer.qid)) {
      throw new AppError('VALIDATION_FAILED', 'A question is answered twice.', { [field]: 'answered twice' });
    }
    answered.add(answer.qid);
  }
  const missing = [...asked].filter((qid) => !answered.has(qid));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Please answer every question.', {
      response: `unanswered: ${missing.join(', ')}`,
    });
  }
}

/**
 * The spec's UPDATE_FEEDBACK: the learner's answers for batch `obid`. One submission per learner and
 * batch, kept by the table's key, so two submissions at once still store one.
 */
export async function updateFeedback(
  db: Db,
  user: SessionUser,
  { obid, response }: { obid: string; response: FeedbackAnswer[] },
  now: Date,
): Promise<{ ok: true }> {
  const enrolment = await enrolmentFor(db, user, obid, 'obid');
  const form = await feedbackFormOf(db, user.oid, { pid: enrolment.pid, bpid: obid });
  if (!form) throw new AppError('FORBIDDEN', programFeedbackMessages.disabled);
  checkAnswers(form.questions, response);
  const stored = await db
    .insert(programFeedbackResponses)
    .values({
      oid: user.oid,
      eid: user.eid,
      bpid: obid,
      pid: enrolment.pid,
      response: response.map(({ qid, answer }) => ({ qid, answer })),
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning({ bpid: programFeedbackResponses.bpid });
  if (stored.length === 0) throw new AppError('CONFLICT', programFeedbackMessages.alreadySubmitted);
  return { ok: true };
}

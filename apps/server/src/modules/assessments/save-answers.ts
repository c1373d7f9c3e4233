import { assessmentRefusals } from '@aula/contract/assessment-limits';
import type { Answer, Attempt, AttemptStatus, QuizKind } from '@aula/contract/assessments';
import { sql } from 'drizzle-orm';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { timesOfLearner } from './accommodation-store.ts';
import { verifyAnswerFile } from './answer-file.ts';
import { checkAnswer } from './answer-rules.ts';
import { cachedAssessment } from './assessment-cache.ts';
import { acceptsAnswers, isOpen } from './assessment-window.ts';
import { answersOf, attemptView, attemptWhere, submitAttempt } from './attempt-store.ts';
import { saveDraft } from './draft-save.ts';
import { findOwnAssessment, itemsOf } from './policy.ts';
import type { ItemRow } from './question-view.ts';
import { alreadySubmitted } from './start-attempt.ts';

export interface Save {
  assessid: string;
  quiztype: QuizKind;
  device: string;
  seq: number;
  quizdata: { response: Answer[]; status: AttemptStatus };
}

/** Refuses answers to questions the assessment does not have, twice the same question, or unfit ones. */
function checkResponse(byIid: ReadonlyMap<string, ItemRow>, response: readonly Answer[]): void {
  const seen = new Set<string>();
  for (const answer of response) {
    const item = byIid.get(answer.iid);
    if (!item || seen.has(answer.iid)) {
      throw new AppError('VALIDATION_FAILED', `No question ${answer.iid}, or twice.`, {
        response: answer.iid,
      });
    }
    seen.add(answer.iid);
    checkAnswer(item, answer);
  }
}

/**
 * Saves answers of the learner's draft (status 0) or submits it (status 1), by the server's clock.
 *
 * The common case, answers to a draft inside the window, takes the exam's fast path (ADR 0047): the
 * assessment and its questions from this server's cache, and the save in one statement (draft-save.ts).
 * Everything else (the first save, a submission, a file answer, answers that do not fit, a closed
 * window, no draft) takes the full path below, which gives each refusal. An accommodation (ADR 0073)
 * only ever moves a learner's end later, so a save the fast path accepts by the assessment's own times
 * is one the learner's accept too; a save after them takes the full path, which reads the learner's.
 */
export async function saveAnswers(
  db: Db,
  files: FileStore,
  user: SessionUser,
  save: Save,
  now: Date,
): Promise<Attempt> {
  const { response, status } = save.quizdata;
  if (status === 0 && response.length > 0 && response.every((answer) => answer.fname === undefined)) {
    const cached = await cachedAssessment(db, user.oid, save.assessid);
    if (
      cached &&
      cached.assessment.quiztype === save.quiztype &&
      acceptsAnswers(cached.assessment, now) &&
      fits(cached.byIid, response)
    ) {
      const saved = await saveDraft(db, user, cached, { device: save.device, seq: save.seq, response }, now);
      if (saved) return saved;
    }
  }
  return saveWithLock(db, files, user, save, now);
}

function fits(byIid: ReadonlyMap<string, ItemRow>, response: readonly Answer[]): boolean {
  try {
    checkResponse(byIid, response);
    return true;
  } catch {
    return false;
  }
}

/**
 * The full path: saves answers of the learner's draft (status 0) or submits it (status 1).
 *
 * Idempotent: every answer row keeps the device and sequence number of the save that wrote it, and a
 * save from the same device with a sequence not above it leaves the row alone, so a retried or late,
 * older save never doubles or reorders anything. The attempt row is locked for the save, so a save
 * and a submission never interleave. Refused after the end plus the grace, and once submitted, except
 * the very save that submitted, sent again (its answer is repeated).
 */
async function saveWithLock(
  db: Db,
  files: FileStore,
  user: SessionUser,
  save: Save,
  now: Date,
): Promise<Attempt> {
  const key = { oid: user.oid, assessid: save.assessid, eid: user.eid };
  const assessment = await timesOfLearner(
    db,
    await findOwnAssessment(db, user, save.assessid, save.quiztype),
    key,
  );
  const items = await itemsOf(db, user.oid, save.assessid);
  const byIid = new Map(items.map((item) => [item.iid, item]));
  const { response, status } = save.quizdata;
  checkResponse(byIid, response);
  for (const answer of response) await verifyAnswerFile({ db, files }, user, save.assessid, answer, now);

  return db.transaction(async (tx) => {
    const lock = () => tx.select().from(assessmentAttempts).where(attemptWhere(key)).for('update');
    let [attempt] = await lock();
    if (!attempt) {
      if (!isOpen(assessment, now)) {
        throw new AppError('CONFLICT', assessmentRefusals.notOpen, { assessid: 'not open' });
      }
      await tx
        .insert(assessmentAttempts)
        .values({ ...key, startedAt: now })
        .onConflictDoNothing();
      [attempt] = await lock();
      if (!attempt) throw new Error('the attempt was not created');
    }
    if (attempt.status === 1) {
      const sameSubmission =
        status === 1 && attempt.submitDevice === save.device && attempt.submitSeq === save.seq;
      if (!sameSubmission) throw alreadySubmitted(save.quiztype);
      return attemptView(attempt, items, await answersOf(tx, key));
    }
    if (!acceptsAnswers(assessment, now)) {
      throw new AppError('CONFLICT', assessmentRefusals.closed, { assessid: 'closed' });
    }

    if (response.length > 0) {
      await tx
        .insert(assessmentAnswers)
        .values(
          response.map((answer) => ({
            ...key,
            iid: answer.iid,
            answer,
            device: save.device,
            seq: save.seq,
            savedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [
            assessmentAnswers.oid,
            assessmentAnswers.assessid,
            assessmentAnswers.eid,
            assessmentAnswers.iid,
          ],
          set: {
            answer: sql`excluded.answer`,
            device: sql`excluded.device`,
            seq: sql`excluded.seq`,
            savedAt: sql`excluded.saved_at`,
          },
          // A save from the same device that is not newer than the one that wrote the row changes nothing.
          setWhere: sql`not (${assessmentAnswers.device} = excluded.device and ${assessmentAnswers.seq} >= excluded.seq)`,
        });
      await tx.update(assessmentAttempts).set({ lastSavedAt: now }).where(attemptWhere(key));
    }
    if (status === 1) {
      if (save.quiztype === 'assign') {
        const answered = await answersOf(tx, key);
        if (items.some((item) => !answered.has(item.iid))) {
          throw new AppError('CONFLICT', assessmentRefusals.notAllAnswered, { response: 'not all answered' });
        }
      }
      await submitAttempt(tx, key, {
        now,
        quiztype: save.quiztype,
        items,
        device: save.device,
        seq: save.seq,
      });
    }
    const [saved] = await tx
      .select({ status: assessmentAttempts.status, lastSavedAt: assessmentAttempts.lastSavedAt })
      .from(assessmentAttempts)
      .where(attemptWhere(key));
    return attemptView(saved ?? attempt, items, await answersOf(tx, key));
  });
}

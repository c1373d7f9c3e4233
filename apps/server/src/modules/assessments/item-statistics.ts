import type { Answer } from '@aula/contract/assessments';
import { openQuestionMaxMarks } from '@aula/contract/staff-marking';
import { and, eq } from 'drizzle-orm';
import { assessmentAnswers } from '../../db/schema/assessment-attempts.ts';
import { assessmentMarks } from '../../db/schema/assessment-marks.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import { isAnswered, isRight } from './answer-rules.ts';
import { submittedAttempts } from './marking-queue.ts';
import { isOpenQuestion, markedTotal } from './marking-rules.ts';
import { taughtAssessment } from './marking-store.ts';
import type { ItemRow } from './question-view.ts';

export interface ItemStatistic {
  iid: string;
  /** The question as text (its stem is authored HTML). */
  question: string;
  /** Mean share of the question's mark obtained, 0 to 1 (the share correct for an objective question). */
  facility: number | null;
  /** Point-biserial: the correlation of the question's score with the rest of the total; null when undefined. */
  discrimination: number | null;
}

export interface AssessmentStatistics {
  title: string;
  /** Each submitted attempt's total in percent, as the marks stand (ADR 0072). */
  scores: number[];
  items: ItemStatistic[];
}

/** The question's score in one attempt, 0 to 1, as markedTotal counts it. */
function itemScore(item: ItemRow, answer: Answer | undefined, mark: number | undefined): number {
  if (isOpenQuestion(item)) return (mark ?? 0) / openQuestionMaxMarks;
  if (mark !== undefined) return mark;
  return isRight(item, answer) ? 1 : 0;
}

/** Pearson's correlation of two series, null when either does not vary. */
function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/**
 * The submitted attempts of a taught assessment (by learners who still study its course), as the
 * reports read them (ADR 0085): each total, and per question its facility and its discrimination,
 * the point-biserial correlation of the question's score with the attempt's score on the other
 * questions (corrected, so a question is not correlated with itself).
 */
export async function assessmentStatistics(
  db: Db,
  oid: string,
  assessid: string,
): Promise<AssessmentStatistics> {
  const assessment = await taughtAssessment(db, oid, assessid);
  const { items, query } = await submittedAttempts(db, assessment);
  const [attempts, answerRows, markRows] = await Promise.all([
    query(),
    db
      .select({ eid: assessmentAnswers.eid, iid: assessmentAnswers.iid, answer: assessmentAnswers.answer })
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.oid, oid), eq(assessmentAnswers.assessid, assessid))),
    db
      .select({ eid: assessmentMarks.eid, iid: assessmentMarks.iid, mark: assessmentMarks.mark })
      .from(assessmentMarks)
      .where(and(eq(assessmentMarks.oid, oid), eq(assessmentMarks.assessid, assessid))),
  ]);
  const answers = new Map<string, Map<string, Answer>>();
  for (const row of answerRows) {
    if (!isAnswered(row.answer)) continue;
    answers.set(row.eid, (answers.get(row.eid) ?? new Map()).set(row.iid, row.answer as Answer));
  }
  const marks = new Map<string, Map<string, number>>();
  for (const row of markRows) {
    if (row.mark === null) continue;
    marks.set(row.eid, (marks.get(row.eid) ?? new Map()).set(row.iid, row.mark));
  }
  const perAttempt = attempts.map(({ eid }) => {
    const own = answers.get(eid) ?? new Map<string, Answer>();
    const ownMarks = marks.get(eid) ?? new Map<string, number>();
    return {
      total: markedTotal(items, own, ownMarks),
      scores: items.map((item) => itemScore(item, own.get(item.iid), ownMarks.get(item.iid))),
    };
  });
  const statistics = items.map((item, index) => {
    const scores = perAttempt.map((attempt) => attempt.scores[index] ?? 0);
    const rest = perAttempt.map(
      (attempt) => attempt.scores.reduce((sum, score) => sum + score, 0) - (attempt.scores[index] ?? 0),
    );
    const facility =
      scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
    return {
      iid: item.iid,
      question: htmlToText(item.istem),
      facility,
      discrimination: correlation(scores, rest),
    };
  });
  return { title: assessment.title, scores: perAttempt.map((attempt) => attempt.total), items: statistics };
}

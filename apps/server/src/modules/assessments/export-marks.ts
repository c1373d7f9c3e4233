import type { Answer } from '@aula/contract/assessments';
import type { Input, Output } from '@aula/contract/operation';
import { csvExportMaxRows } from '@aula/contract/staff';
import { type exportMarks, openQuestionMaxMarks } from '@aula/contract/staff-marking';
import { and, asc, eq } from 'drizzle-orm';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessmentMarkings, assessmentMarks } from '../../db/schema/assessment-marks.ts';
import type { Db } from '../../platform/db.ts';
import { toCsv } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { isAnonymous, learnerView, participantsOf } from './anonymous-marking.ts';
import { isAnswered } from './answer-rules.ts';
import { submittedAttempts } from './marking-queue.ts';
import { isOpenQuestion, markedTotal } from './marking-rules.ts';
import { markValues, taughtAssessment } from './marking-store.ts';

/** Rows of one attempt's values (answers or marks), grouped by learner. */
function byLearner<Row extends { eid: string; iid: string }, Value>(
  rows: readonly Row[],
  value: (row: Row) => Value,
): Map<string, Map<string, Value>> {
  const grouped = new Map<string, Map<string, Value>>();
  for (const row of rows) {
    const own = grouped.get(row.eid) ?? new Map<string, Value>();
    own.set(row.iid, value(row));
    grouped.set(row.eid, own);
  }
  return grouped;
}

/**
 * The marks of an assessment as CSV (ADR 0072), in the queue's order, at most csvExportMaxRows attempts
 * (then `truncated`): per learner (under anonymous marking their number, and their name only once
 * released) the total as the marks stand and as released, the objective answers
 * whose automatic score a marker overrode (with the reason), and per open question the mark and the
 * comment. The answers and marks are read in one query each, not per learner; every
 * cell a learner or marker wrote is neutralised against spreadsheet formulas by toCsv.
 */
export async function exportMarksCsv(
  db: Db,
  oid: string,
  body: Input<typeof exportMarks>,
  now: Date,
): Promise<Output<typeof exportMarks>> {
  const assessment = await taughtAssessment(db, oid, body.assessid);
  const [{ items, query }, time, anonymous] = await Promise.all([
    submittedAttempts(db, assessment, body.status),
    universityTimeOf(db, oid),
    isAnonymous(db, assessment),
  ]);
  const participants = anonymous ? await participantsOf(db, assessment) : null;
  const [rows, answerRows, markRows, releases] = await Promise.all([
    query()
      .orderBy(asc(assessmentAttempts.submittedAt), asc(assessmentAttempts.eid))
      .limit(csvExportMaxRows + 1),
    db
      .select({ eid: assessmentAnswers.eid, iid: assessmentAnswers.iid, answer: assessmentAnswers.answer })
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.oid, oid), eq(assessmentAnswers.assessid, body.assessid))),
    db
      .select()
      .from(assessmentMarks)
      .where(and(eq(assessmentMarks.oid, oid), eq(assessmentMarks.assessid, body.assessid))),
    db
      .select({ eid: assessmentMarkings.eid, score: assessmentMarkings.releasedScore })
      .from(assessmentMarkings)
      .where(and(eq(assessmentMarkings.oid, oid), eq(assessmentMarkings.assessid, body.assessid))),
  ]);
  const answers = byLearner(
    answerRows.filter((row) => isAnswered(row.answer)),
    (row) => row.answer as Answer,
  );
  const marks = byLearner(markRows, (row) => row);
  const released = new Map(releases.map((row) => [row.eid, row.score]));
  const numbered = items.map((item, index) => ({ iid: item.iid, n: index + 1, open: isOpenQuestion(item) }));
  const open = numbered.filter((item) => item.open);
  const overrides = numbered.filter((item) => !item.open);
  const header = [
    'Participant',
    'Name',
    'Username',
    'Submitted',
    'Status',
    'Total (%)',
    'Released total (%)',
    'Overridden automatic scores',
    ...open.flatMap(({ n }) => [`Q${n} mark (out of ${openQuestionMaxMarks})`, `Q${n} comment`]),
  ];
  const cells = rows.slice(0, csvExportMaxRows).map((row) => {
    const own = marks.get(row.eid) ?? new Map();
    const learner = learnerView(
      { eid: row.eid, name: row.name, released: row.releasedAt !== null },
      participants,
    );
    const named = learner.name !== null;
    return [
      learner.participant ?? '',
      learner.name ?? '',
      named ? row.eid : '',
      row.submittedAt ? time.time(row.submittedAt) : '',
      row.status,
      markedTotal(items, answers.get(row.eid) ?? new Map(), markValues(own)),
      released.get(row.eid) ?? '',
      overrides
        .flatMap(({ iid, n }) => {
          const mark = own.get(iid);
          return mark?.mark === null || mark?.mark === undefined
            ? []
            : [`Q${n}: ${mark.mark} (${mark.reason ?? ''})`];
        })
        .join('; '),
      ...open.flatMap(({ iid }) => [own.get(iid)?.mark ?? '', own.get(iid)?.comment ?? '']),
    ];
  });
  return {
    filename: `marks-${body.assessid}-${time.day(now)}.csv`,
    csv: toCsv(header, cells),
    truncated: rows.length > csvExportMaxRows,
  };
}

import type { Output } from '@aula/contract/operation';
import { type listMarking, type MarkingStatus, markingPageSize } from '@aula/contract/staff-marking';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessmentMarkings, assessmentMarks } from '../../db/schema/assessment-marks.ts';
import { users } from '../../db/schema/auth.ts';
import { assessmentItems, assessments } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import { reachesSql } from '../enrolments/index.ts';
import { isAnonymous, learnerView, participantsOf } from './anonymous-marking.ts';
import { answersOf } from './attempt-store.ts';
import { isOpenQuestion, markedTotal } from './marking-rules.ts';
import { marksOf, markValues, taughtAssessment } from './marking-store.ts';
import type { AssessmentRow } from './policy.ts';
import { itemsOf } from './policy.ts';

/** The marking status of each attempt row, in SQL, for an assessment with `openCount` open questions. */
function statusSql(openCount: number): SQL<MarkingStatus> {
  const marked = sql`(select count(*)::int from ${assessmentMarks}
    join ${assessmentItems} on ${assessmentItems.oid} = ${assessmentMarks.oid}
      and ${assessmentItems.assessid} = ${assessmentMarks.assessid} and ${assessmentItems.iid} = ${assessmentMarks.iid}
      and ${assessmentItems.atype} in (7, 8)
    where ${assessmentMarks.oid} = ${assessmentAttempts.oid} and ${assessmentMarks.assessid} = ${assessmentAttempts.assessid}
      and ${assessmentMarks.eid} = ${assessmentAttempts.eid})`;
  return sql<MarkingStatus>`case when ${assessmentMarkings.releasedVersion} = ${assessmentMarkings.version} then 'released'
    when ${marked} >= ${openCount} then 'marked' else 'unmarked' end`;
}

// The learner still studies the assessment's course (or is enrolled in its batch, for one of the whole batch).
const reaches = sql.raw(
  reachesSql({
    oid: '"assessment_attempts"."oid"',
    eid: '"assessment_attempts"."eid"',
    bpid: '"assessments"."bpid"',
    tid: '"assessments"."tid"',
  }),
);

/**
 * The submitted attempts of an assessment by learners of its course (optionally those of one status),
 * with the learner's name and the marking status: a new query at each call (a query builder changes as
 * it is paged), to page or to count.
 */
export async function submittedAttempts(db: Db, assessment: AssessmentRow, only?: MarkingStatus) {
  const items = await itemsOf(db, assessment.oid, assessment.assessid);
  const status = statusSql(items.filter(isOpenQuestion).length);
  const query = () =>
    db
      .select({
        eid: assessmentAttempts.eid,
        name: users.name,
        submittedAt: assessmentAttempts.submittedAt,
        status: status.as('status'),
        releasedAt: assessmentMarkings.releasedAt,
      })
      .from(assessmentAttempts)
      .innerJoin(
        assessments,
        and(
          eq(assessments.oid, assessmentAttempts.oid),
          eq(assessments.assessid, assessmentAttempts.assessid),
        ),
      )
      .leftJoin(
        assessmentMarkings,
        and(
          eq(assessmentMarkings.oid, assessmentAttempts.oid),
          eq(assessmentMarkings.assessid, assessmentAttempts.assessid),
          eq(assessmentMarkings.eid, assessmentAttempts.eid),
        ),
      )
      .leftJoin(users, and(eq(users.oid, assessmentAttempts.oid), eq(users.eid, assessmentAttempts.eid)))
      .where(
        and(
          eq(assessmentAttempts.oid, assessment.oid),
          eq(assessmentAttempts.assessid, assessment.assessid),
          eq(assessmentAttempts.status, 1),
          reaches,
          only === undefined ? undefined : sql`${status} = ${only}`,
        ),
      );
  return { items, query };
}

/** The eids of the assessment's submitted attempts that are marked and not released as they stand. */
export async function marked(db: Db, assessment: AssessmentRow): Promise<string[]> {
  const { query } = await submittedAttempts(db, assessment, 'marked');
  return (await query()).map((row) => row.eid);
}

/** How many submitted attempts the assessment has, and how many still have an open answer to mark. */
export async function attemptCounts(
  db: Db,
  assessment: AssessmentRow,
): Promise<{ submitted: number; unmarked: number }> {
  const queue = (await submittedAttempts(db, assessment)).query().as('queue');
  const [counted] = await db
    .select({
      submitted: count(),
      unmarked: sql<number>`count(*) filter (where ${queue.status} = 'unmarked')`.mapWith(Number),
    })
    .from(queue);
  return { submitted: Number(counted?.submitted ?? 0), unmarked: Number(counted?.unmarked ?? 0) };
}

/** The submitted attempts of an assessment, oldest submission first, a page at a time (ADR 0072). */
export async function markingQueue(
  db: Db,
  oid: string,
  { assessid, status: only, page }: { assessid: string; status?: MarkingStatus; page: number },
): Promise<Output<typeof listMarking>> {
  const assessment = await taughtAssessment(db, oid, assessid);
  const anonymous = await isAnonymous(db, assessment);
  const participants = anonymous ? await participantsOf(db, assessment) : null;
  const { items, query } = await submittedAttempts(db, assessment, only);
  const [rows, [counted]] = await Promise.all([
    query()
      .orderBy(asc(assessmentAttempts.submittedAt), asc(assessmentAttempts.eid))
      .limit(markingPageSize)
      .offset(page * markingPageSize),
    db.select({ total: count() }).from(query().as('queue')),
  ]);
  const totals = await Promise.all(
    rows.map(async ({ eid }) => {
      const key = { oid, assessid, eid };
      const [answers, marks] = await Promise.all([answersOf(db, key), marksOf(db, key)]);
      return markedTotal(items, answers, markValues(marks));
    }),
  );
  return {
    title: assessment.title,
    quiztype: assessment.quiztype,
    anonymous,
    rows: rows.map((row, index) => ({
      ...learnerView({ eid: row.eid, name: row.name, released: row.releasedAt !== null }, participants),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      status: row.status,
      total: totals[index] ?? 0,
    })),
    total: Number(counted?.total ?? 0),
  };
}

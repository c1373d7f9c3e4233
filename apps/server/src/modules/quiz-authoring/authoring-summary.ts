import type { Output } from '@aula/contract/operation';
import type { listQuizAuthoring } from '@aula/contract/staff-quiz-authoring';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessments, courses, quizzes } from '../../db/schema/content.ts';
import { batches } from '../../db/schema/programs.ts';
import { miniAssignments, quizAttempts } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import { listBanks } from './bank-questions.ts';

/** What the quiz authoring screen lists: banks, quizzes, assessments, and batches with their courses. */
export async function authoringSummary(db: Db, oid: string): Promise<Output<typeof listQuizAuthoring>> {
  const quizRows = await db
    .select({
      quizid: quizzes.quizid,
      tid: quizzes.tid,
      qtype: quizzes.qtype,
      questions: sql<number>`jsonb_array_length(${quizzes.qitems})`.mapWith(Number),
      attempted: sql<boolean>`exists (select 1 from ${quizAttempts} where ${quizAttempts.oid} = ${quizzes.oid} and ${quizAttempts.quizid} = ${quizzes.quizid})
        or exists (select 1 from ${miniAssignments} where ${miniAssignments.oid} = ${quizzes.oid} and ${miniAssignments.quizid} = ${quizzes.quizid})`,
    })
    .from(quizzes)
    .where(eq(quizzes.oid, oid))
    .orderBy(asc(quizzes.quizid));
  const assessmentRows = await db
    .select({
      assessid: assessments.assessid,
      title: assessments.title,
      quiztype: assessments.quiztype,
      bpid: assessments.bpid,
      tid: assessments.tid,
      startdate: assessments.startdate,
      enddate: assessments.enddate,
      attempted: sql<boolean>`exists (select 1 from ${assessmentAttempts} where ${assessmentAttempts.oid} = ${assessments.oid} and ${assessmentAttempts.assessid} = ${assessments.assessid})`,
    })
    .from(assessments)
    .where(eq(assessments.oid, oid))
    .orderBy(desc(assessments.startdate), asc(assessments.title));
  const batchRows = await db
    .select({ bpid: batches.bpid, title: batches.title, tid: courses.tid, ttitle: courses.ttitle })
    .from(batches)
    .leftJoin(courses, sql`${courses.oid} = ${batches.oid} and ${courses.pid} = ${batches.pid}`)
    .where(eq(batches.oid, oid))
    .orderBy(desc(batches.startsAt), asc(batches.bpid), asc(courses.ttitle));
  const batchList: Output<typeof listQuizAuthoring>['batches'] = [];
  for (const row of batchRows) {
    let batch = batchList.at(-1);
    if (batch?.bpid !== row.bpid) {
      batch = { bpid: row.bpid, title: row.title, courses: [] };
      batchList.push(batch);
    }
    if (row.tid && row.ttitle) batch.courses.push({ tid: row.tid, ttitle: row.ttitle });
  }
  return {
    banks: await listBanks(db, oid),
    quizzes: quizRows.map((row) => ({ ...row, attempted: Boolean(row.attempted) })),
    assessments: assessmentRows.map((row) => ({
      ...row,
      startdate: row.startdate?.toISOString() ?? null,
      enddate: row.enddate?.toISOString() ?? null,
      attempted: Boolean(row.attempted),
    })),
    batches: batchList,
  };
}

import type { Output } from '@aula/contract/operation';
import type { getCourseDraft as operation } from '@aula/contract/staff-course-builder';
import { and, eq, sql } from 'drizzle-orm';
import { courses, quizzes } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import { readDraft } from './course-draft.ts';
import { draftChanges } from './draft-changes.ts';
import { programmeOf } from './programme-of.ts';

/** The draft, what publishing it would change, and the organisation's quizzes a quiz object may show. */
export async function getCourseDraft(
  db: Db,
  oid: string,
  { pid, tid }: { pid: string; tid: string },
): Promise<Output<typeof operation>> {
  const programme = await programmeOf(db, oid, pid);
  const stored = await readDraft(db, oid, pid, tid);
  const choices = await db
    .select({
      quizid: quizzes.quizid,
      qtype: quizzes.qtype,
      questions: sql<number>`jsonb_array_length(${quizzes.qitems})::int`,
      tid: quizzes.tid,
      title: courses.ttitle,
    })
    .from(quizzes)
    .leftJoin(courses, and(eq(courses.oid, quizzes.oid), eq(courses.tid, quizzes.tid)))
    .where(eq(quizzes.oid, oid))
    .orderBy(quizzes.quizid);
  return {
    tid,
    pname: programme.ptitle,
    version: stored.version,
    draft: stored.draft,
    changes: draftChanges(stored.draft, stored.published),
    quizzes: choices.map((quiz) => ({
      quizid: quiz.quizid,
      qtype: quiz.qtype,
      questions: quiz.questions,
      usedBy: quiz.tid === null || quiz.tid === tid ? null : (quiz.title ?? quiz.tid),
    })),
  };
}

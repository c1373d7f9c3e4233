import { and, eq, type SQL, sql } from 'drizzle-orm';
import { discussionQuestions } from '../../db/schema/discussion.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { courseProgress, objectProgress } from '../../db/schema/progress.ts';

/**
 * Whether learners' work hangs on the batch course: progress in its objects or the course, or a post in
 * its discussion. Those rows go with the batch course (their foreign keys cascade), so such a course
 * never leaves its batch (ADR 0088).
 */
export function batchCourseInUse(oid: string): SQL<boolean> {
  const used = (table: typeof objectProgress | typeof courseProgress | typeof discussionQuestions) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.oid, oid), sql`${table.bcid} = ${batchCourses.bcid}`)})`;
  return sql<boolean>`(${used(objectProgress)} or ${used(courseProgress)} or ${used(discussionQuestions)})`;
}

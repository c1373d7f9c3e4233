import type { DiscussionCourse } from '@aula/contract/staff-discussion';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope } from '../course/index.ts';

/** Questions of the batch course that no staff member has answered. */
const unanswered = sql<number>`(
  select count(*) from ${discussionQuestions}
  where ${discussionQuestions.oid} = ${batchCourses.oid} and ${discussionQuestions.bcid} = ${batchCourses.bcid}
    and not exists (
      select 1 from ${discussionAnswers}
      where ${discussionAnswers.oid} = ${discussionQuestions.oid} and ${discussionAnswers.qid} = ${discussionQuestions.qid}
        and ${discussionAnswers.authorKind} = 'staff'
    )
)`.mapWith(Number);

/** Learners' questions and answers of the batch course held for review. */
const held = sql<number>`(
  (select count(*) from ${discussionQuestions}
    where ${discussionQuestions.oid} = ${batchCourses.oid} and ${discussionQuestions.bcid} = ${batchCourses.bcid}
      and ${discussionQuestions.heldAt} is not null)
  + (select count(*) from ${discussionAnswers}
    join ${discussionQuestions} on ${discussionQuestions.oid} = ${discussionAnswers.oid} and ${discussionQuestions.qid} = ${discussionAnswers.qid}
    where ${discussionAnswers.oid} = ${batchCourses.oid} and ${discussionQuestions.bcid} = ${batchCourses.bcid}
      and ${discussionAnswers.heldAt} is not null)
)`.mapWith(Number);

const questions = sql<number>`(
  select count(*) from ${discussionQuestions}
  where ${discussionQuestions.oid} = ${batchCourses.oid} and ${discussionQuestions.bcid} = ${batchCourses.bcid}
)`.mapWith(Number);

/** The batch courses the member teaches, by batch then course, with what their discussions hold. */
export async function listDiscussionCourses(
  db: Db,
  actor: SessionUser,
): Promise<{ rows: DiscussionCourse[] }> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return { rows: [] };
  const rows = await db
    .select({
      bcid: batchCourses.bcid,
      // A course whose content is not imported yet still has its discussion: named by its tid.
      courseTitle: sql<string>`coalesce(${courses.ttitle}, ${batchCourses.tid})`,
      batchTitle: batches.title,
      questions,
      unanswered,
      held,
    })
    .from(batchCourses)
    .leftJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .innerJoin(batches, and(eq(batches.oid, batchCourses.oid), eq(batches.bpid, batchCourses.bpid)))
    .where(
      and(eq(batchCourses.oid, actor.oid), scope === 'all' ? undefined : inArray(batchCourses.tid, scope)),
    )
    .orderBy(asc(batches.title), asc(batchCourses.position), asc(batchCourses.tid))
    .limit(500);
  return { rows };
}

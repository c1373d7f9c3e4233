import type { Discussion, DiscussionQuestion } from '@aula/contract/discussion';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../course/index.ts';

/** The discussion of a batch course: newest question first, each with its answers oldest first. */
export async function listDiscussion(db: Db, user: SessionUser, course: LearnerCourse): Promise<Discussion> {
  const questions = await db
    .select()
    .from(discussionQuestions)
    .where(and(eq(discussionQuestions.oid, user.oid), eq(discussionQuestions.bcid, course.bcid)))
    .orderBy(desc(discussionQuestions.postedAt), desc(discussionQuestions.qid));
  const answers =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(discussionAnswers)
          .where(
            and(
              eq(discussionAnswers.oid, user.oid),
              inArray(
                discussionAnswers.qid,
                questions.map((question) => question.qid),
              ),
            ),
          )
          .orderBy(asc(discussionAnswers.postedAt), asc(discussionAnswers.aid));
  const byQuestion = new Map<string, DiscussionQuestion>(
    questions.map((row) => [
      row.qid,
      {
        qid: row.qid,
        question: row.question,
        username: row.username,
        mine: row.eid === user.eid,
        postedAt: row.postedAt.toISOString(),
        answers: [],
      },
    ]),
  );
  for (const row of answers) {
    byQuestion.get(row.qid)?.answers.push({
      aid: row.aid,
      answer: row.answer,
      username: row.username,
      mine: row.eid === user.eid,
      postedAt: row.postedAt.toISOString(),
    });
  }
  return { bcid: course.bcid, bpid: course.bpid, discussion: [...byQuestion.values()] };
}

import type { FeedbackKind } from '@aula/contract/course-feedback';
import type { FeedbackQuestionSummary } from '@aula/contract/staff-feedback';
import { and, eq } from 'drizzle-orm';
import { batchCourses } from '../../db/schema/programs.ts';
import { courseFeedbackForms, courseFeedbackResponses } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * What learners said of a batch course (cr) or its instructor (ir), ADR 0078: per question of the
 * course's form, how many gave each rating and the comments. Only the `response` column is read: no
 * learner id, name or time leaves this function, and the comments are sorted by their text so their
 * order tells nothing of who answered when. `bcid` has passed the teaching policy.
 */
export async function feedbackSummary(
  db: Db,
  oid: string,
  bcid: string,
  crir: FeedbackKind,
): Promise<{ responses: number; questions: FeedbackQuestionSummary[] }> {
  const [form] = await db
    .select({ questions: courseFeedbackForms.questions })
    .from(batchCourses)
    .innerJoin(
      courseFeedbackForms,
      and(
        eq(courseFeedbackForms.oid, batchCourses.oid),
        eq(courseFeedbackForms.tid, batchCourses.tid),
        eq(courseFeedbackForms.crir, crir),
      ),
    )
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)));
  const answers = await db
    .select({ response: courseFeedbackResponses.response })
    .from(courseFeedbackResponses)
    .where(
      and(
        eq(courseFeedbackResponses.oid, oid),
        eq(courseFeedbackResponses.bcid, bcid),
        eq(courseFeedbackResponses.crir, crir),
      ),
    );
  const questions = (form?.questions ?? []).map((question) => ({
    qid: question.qid,
    question: htmlToText(question.question),
    counts: [0, 0, 0, 0, 0],
    comments: [] as string[],
  }));
  const byQid = new Map(questions.map((question) => [question.qid, question]));
  for (const { response } of answers) {
    for (const answer of response) {
      const question = byQid.get(answer.qid);
      if (!question) continue;
      question.counts[answer.rating - 1] = (question.counts[answer.rating - 1] ?? 0) + 1;
      const comment = answer.comment?.trim();
      if (comment) question.comments.push(comment);
    }
  }
  for (const question of questions) question.comments.sort(byText.compare);
  return { responses: answers.length, questions };
}

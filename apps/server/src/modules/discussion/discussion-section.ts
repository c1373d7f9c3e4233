import { BundleDiscussion } from '@aula/contract/content-bundle-discussion';
import { and, eq } from 'drizzle-orm';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { defineSection } from '../content/index.ts';

/**
 * discussion.json: questions and answers of batch courses' discussions. Upserted by qid and aid, so
 * importing again changes nothing; posts learners wrote since are kept.
 */
export const discussionSection = defineSection({
  file: 'discussion.json',
  schema: BundleDiscussion,
  async load(context, list) {
    const { db, oid, claim, fail } = context;
    for (const [index, question] of list.entries()) {
      claim('discussion question', question.qid, [index, 'qid']);
      const [course] = await db
        .select({ bpid: batchCourses.bpid })
        .from(batchCourses)
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, question.bcid)));
      if (!course)
        return fail([index, 'bcid'], `unknown batch course ${question.bcid} (no batch in programs/ has it)`);
      const row = {
        bcid: question.bcid,
        bpid: course.bpid,
        eid: question.eid.toLowerCase(),
        username: question.username,
        question: question.question,
        postedAt: new Date(question.postedAt),
      };
      await db
        .insert(discussionQuestions)
        .values({ oid, qid: question.qid, ...row })
        .onConflictDoUpdate({ target: [discussionQuestions.oid, discussionQuestions.qid], set: row });
      for (const [a, answer] of question.answers.entries()) {
        claim('discussion answer', answer.aid, [index, 'answers', a, 'aid']);
        const answerRow = {
          qid: question.qid,
          eid: answer.eid.toLowerCase(),
          username: answer.username,
          answer: answer.answer,
          postedAt: new Date(answer.postedAt),
        };
        await db
          .insert(discussionAnswers)
          .values({ oid, aid: answer.aid, ...answerRow })
          .onConflictDoUpdate({ target: [discussionAnswers.oid, discussionAnswers.aid], set: answerRow });
      }
    }
    return list.length;
  },
});

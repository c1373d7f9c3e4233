import { BundleQuiz } from '@aula/contract/content-bundle-questions';
import { quizzes } from '../../../db/schema/content.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { defineSection } from '../section.ts';
import { checkItemMedia } from './item-media.ts';

/** quizzes/<quizid>.json: a quiz of a course; the course's quiz object (oid = quizid) shows it. */
export const quizSection = defineSection({
  file: 'quizzes/',
  schema: BundleQuiz,
  async load(context, quiz) {
    const { db, oid, claim, media } = context;
    claim('quiz', quiz.quizid, ['quizid']);
    quiz.qitems.forEach((item, index) => {
      media(item.imageurl, ['qitems', index, 'imageurl']);
      checkItemMedia(context, item, ['qitems', index]);
    });
    const row = {
      qtype: quiz.qtype,
      cutoff: quiz.cutoff ?? null,
      deadline: quiz.deadLine ? new Date(quiz.deadLine) : null,
      qitems: quiz.qitems.map((item) => ({ ...item, istem: sanitizeHtml(item.istem) })),
    };
    // The quiz's course (tid) is left alone: the course section sets it.
    await db
      .insert(quizzes)
      .values({ oid, quizid: quiz.quizid, ...row })
      .onConflictDoUpdate({ target: [quizzes.oid, quizzes.quizid], set: row });
    return 1;
  },
});

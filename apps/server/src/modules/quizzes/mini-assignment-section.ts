import { BundleMiniAssignments } from '@aula/contract/content-bundle-course-feedback';
import { and, eq } from 'drizzle-orm';
import { quizzes } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import { defineSection, requireAccount } from '../content/index.ts';

/** mini-assignments.json: learners' submitted mini assignments with the instructor's score and feedback. */
export const miniAssignmentSection = defineSection({
  file: 'mini-assignments.json',
  schema: BundleMiniAssignments,
  async load(context, list) {
    const { db, oid, fail } = context;
    for (const [index, entry] of list.entries()) {
      await requireAccount(context, entry.eid, [index, 'eid']);
      const [course] = await db
        .select({ tid: batchCourses.tid, enrolled: enrolments.bpid })
        .from(batchCourses)
        .leftJoin(
          enrolments,
          and(
            eq(enrolments.oid, batchCourses.oid),
            eq(enrolments.bpid, batchCourses.bpid),
            eq(enrolments.eid, entry.eid),
          ),
        )
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, entry.bcid)));
      if (!course?.enrolled) {
        return fail([index, 'bcid'], `${entry.eid} is not enrolled in a batch with course ${entry.bcid}`);
      }
      const [quiz] = await db
        .select({ qitems: quizzes.qitems })
        .from(quizzes)
        .where(
          and(
            eq(quizzes.oid, oid),
            eq(quizzes.quizid, entry.quizid),
            eq(quizzes.tid, course.tid),
            eq(quizzes.qtype, 3),
          ),
        );
      if (!quiz)
        return fail([index, 'quizid'], `${entry.quizid} is not a mini assignment of course ${course.tid}`);
      if (quiz.qitems.some((item) => item.atype !== 7) || quiz.qitems.length !== entry.response.length) {
        fail(
          [index, 'response'],
          'give one written answer per question (only written questions can be loaded)',
        );
      }
      const row = {
        response: entry.response,
        edited: entry.edited,
        score: entry.score ?? null,
        feedback: entry.feedback,
        submittedAt: new Date(entry.submittedAt),
      };
      await db
        .insert(miniAssignments)
        .values({ oid, eid: entry.eid, bcid: entry.bcid, quizid: entry.quizid, ...row })
        .onConflictDoUpdate({
          target: [miniAssignments.oid, miniAssignments.eid, miniAssignments.bcid, miniAssignments.quizid],
          set: row,
        });
    }
    return list.length;
  },
});

import { BundleCourseFeedbackResponses } from '@aula/contract/content-bundle-course-feedback';
import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { courseFeedbackForms, courseFeedbackResponses } from '../../db/schema/quiz-attempts.ts';
import { defineSection, requireAccount } from '../content/index.ts';

/**
 * course-feedback-responses.json: learners' course (cr) and instructor (ir) feedback of a batch course,
 * each naming questions of the course's form of that kind (ADR 0078: what staff read of them).
 */
export const courseFeedbackResponseSection = defineSection({
  file: 'course-feedback-responses.json',
  schema: BundleCourseFeedbackResponses,
  async load(context, list) {
    const { db, oid, fail, claim } = context;
    for (const [index, entry] of list.entries()) {
      claim('course feedback response', `${entry.eid}:${entry.bcid}:${entry.crir}`, [index, 'crir']);
      await requireAccount(context, entry.eid, [index, 'eid']);
      const [course] = await db
        .select({ enrolled: enrolments.bpid, questions: courseFeedbackForms.questions })
        .from(batchCourses)
        .leftJoin(
          enrolments,
          and(
            eq(enrolments.oid, batchCourses.oid),
            eq(enrolments.bpid, batchCourses.bpid),
            eq(enrolments.eid, entry.eid),
          ),
        )
        .leftJoin(
          courseFeedbackForms,
          and(
            eq(courseFeedbackForms.oid, batchCourses.oid),
            eq(courseFeedbackForms.tid, batchCourses.tid),
            eq(courseFeedbackForms.crir, entry.crir),
          ),
        )
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, entry.bcid)));
      if (!course?.enrolled) {
        return fail([index, 'bcid'], `${entry.eid} is not enrolled in a batch with course ${entry.bcid}`);
      }
      const asked = new Set((course.questions ?? []).map((question) => question.qid));
      for (const [at, answer] of entry.response.entries()) {
        if (!asked.has(answer.qid)) {
          fail(
            [index, 'response', at, 'qid'],
            `${answer.qid} is not a question of this course's ${entry.crir} form`,
          );
        }
      }
      const row = { response: entry.response, submittedAt: new Date(entry.submittedAt) };
      await db
        .insert(courseFeedbackResponses)
        .values({ oid, eid: entry.eid, bcid: entry.bcid, crir: entry.crir, ...row })
        .onConflictDoUpdate({
          target: [
            courseFeedbackResponses.oid,
            courseFeedbackResponses.eid,
            courseFeedbackResponses.bcid,
            courseFeedbackResponses.crir,
          ],
          set: row,
        });
    }
    return list.length;
  },
});

import { BundleCourseFeedbackForms } from '@aula/contract/content-bundle-course-feedback';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { courseFeedbackForms } from '../../db/schema/quiz-attempts.ts';
import { defineSection } from '../content/index.ts';
import { writeCourseSwitchDefaults } from '../course/index.ts';

/**
 * course-feedback.json: each course's course (cr) and instructor (ir) feedback forms, and whether the
 * admin enabled each as the default switch of every batch course running the course, now or later
 * (ADR 0089): kept on the form, then written by the course's one writer of defaults.
 */
export const courseFeedbackSection = defineSection({
  file: 'course-feedback.json',
  schema: BundleCourseFeedbackForms,
  async load(context, list) {
    const { db, oid, fail, claim } = context;
    const tids = new Set<string>();
    for (const [index, form] of list.entries()) {
      claim('course feedback form', `${form.tid}:${form.crir}`, [index, 'crir']);
      const [course] = await db
        .select({ tid: courses.tid })
        .from(courses)
        .where(and(eq(courses.oid, oid), eq(courses.tid, form.tid)));
      if (!course) fail([index, 'tid'], `unknown course ${form.tid} (no courses/*.json has this tid)`);
      const row = {
        defaultEnabled: form.enabled,
        comment: form.comment,
        questions: form.questions,
      };
      await db
        .insert(courseFeedbackForms)
        .values({ oid, tid: form.tid, crir: form.crir, ...row })
        .onConflictDoUpdate({
          target: [courseFeedbackForms.oid, courseFeedbackForms.tid, courseFeedbackForms.crir],
          set: row,
        });
      tids.add(form.tid);
    }
    for (const tid of tids) await writeCourseSwitchDefaults(context, tid);
    return list.length;
  },
});

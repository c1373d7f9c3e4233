import { BundleCourseInstructors } from '@aula/contract/content-bundle-course-instructors';
import { and, eq } from 'drizzle-orm';
import { courseInstructors } from '../../db/schema/course-instructors.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { defineSection } from '../content/index.ts';

/** course-instructors.json: the instructor of each batch course named; importing again updates them. */
export const courseInstructorSection = defineSection({
  file: 'course-instructors.json',
  schema: BundleCourseInstructors,
  async load(context, list) {
    const { db, oid, claim, media, fail } = context;
    for (const [index, { bcid, emailid, ...person }] of list.entries()) {
      claim('course instructor', bcid, [index, 'bcid']);
      media(person.pic, [index, 'pic']);
      const [course] = await db
        .select({ bcid: batchCourses.bcid })
        .from(batchCourses)
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)));
      if (!course) fail([index, 'bcid'], `unknown batch course ${bcid} (no batch in programs/ runs it)`);
      const row = { ...person, emailid: emailid ?? null };
      await db
        .insert(courseInstructors)
        .values({ oid, bcid, ...row })
        .onConflictDoUpdate({ target: [courseInstructors.oid, courseInstructors.bcid], set: row });
    }
    return list.length;
  },
});

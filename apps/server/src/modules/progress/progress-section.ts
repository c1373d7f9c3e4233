import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import { BundleProgress } from '@aula/contract/content-bundle-progress';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { courses } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { courseProgress, objectProgress } from '../../db/schema/progress.ts';
import type { FieldPath } from '../content/index.ts';
import { defineSection, type SectionContext } from '../content/index.ts';
import { locateObject } from './course-objects.ts';

/** The batch course `bcid`, which must be a course of a batch the learner is enrolled in, with its content. */
async function enrolledCourse(
  { db, oid, fail }: SectionContext,
  eid: string,
  bcid: string,
  field: FieldPath,
): Promise<CourseDetails | null> {
  const [course] = await db
    .select({ bpid: batchCourses.bpid, enrolled: enrolments.bpid, details: courses.details })
    .from(batchCourses)
    .leftJoin(
      enrolments,
      and(
        eq(enrolments.oid, batchCourses.oid),
        eq(enrolments.bpid, batchCourses.bpid),
        eq(enrolments.eid, eid),
      ),
    )
    .leftJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)));
  if (!course) return fail(field, `unknown batch course ${bcid} (no batch in programs/ has this bcid)`);
  if (!course.enrolled) fail(field, `${eid} is not enrolled in batch ${course.bpid} (see enrolments.json)`);
  return course.details;
}

function requireObject(
  context: SectionContext,
  details: CourseDetails | null,
  objid: string,
  field: FieldPath,
) {
  if (!locateObject(details, objid)) context.fail(field, `${objid} is not a learning object of this course`);
}

/** progress.json: demonstration progress of enrolled learners (objects done, time spent, last opened). */
export const progressSection = defineSection({
  file: 'progress.json',
  schema: BundleProgress,
  async load(context, list) {
    const { db, oid, fail } = context;
    for (const [index, learner] of list.entries()) {
      const eid = learner.eid.toLowerCase();
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.oid, oid), eq(users.eid, eid)));
      if (!user) fail([index, 'eid'], `unknown account ${eid} (not in accounts.json)`);

      for (const [c, course] of learner.courses.entries()) {
        const details = await enrolledCourse(context, eid, course.bcid, [index, 'courses', c, 'bcid']);
        for (const [o, object] of course.objects.entries()) {
          requireObject(context, details, object.objid, [index, 'courses', c, 'objects', o, 'objid']);
          const row = { op: object.op, timespent: object.timespent };
          await db
            .insert(objectProgress)
            .values({ oid, eid, bcid: course.bcid, objid: object.objid, ...row })
            .onConflictDoUpdate({
              target: [objectProgress.oid, objectProgress.eid, objectProgress.bcid, objectProgress.objid],
              set: row,
            });
        }
        await db
          .insert(courseProgress)
          .values({ oid, eid, bcid: course.bcid, tp: course.tp })
          .onConflictDoUpdate({
            target: [courseProgress.oid, courseProgress.eid, courseProgress.bcid],
            set: { tp: course.tp },
          });
      }

      const last = learner.lastOpened;
      if (last) {
        const field = [index, 'lastOpened', 'bcid'];
        const details = await enrolledCourse(context, eid, last.bcid, field);
        requireObject(context, details, last.objid, [index, 'lastOpened', 'objid']);
        const row = { lastObjid: last.objid, lastOpenedAt: new Date(last.openedAt) };
        await db
          .insert(courseProgress)
          .values({ oid, eid, bcid: last.bcid, ...row })
          .onConflictDoUpdate({
            target: [courseProgress.oid, courseProgress.eid, courseProgress.bcid],
            set: row,
          });
      }
    }
    return list.length;
  },
});

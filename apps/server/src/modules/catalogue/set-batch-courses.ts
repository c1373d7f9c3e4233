import { randomBytes } from 'node:crypto';
import { catalogueMessages } from '@aula/contract/staff-catalogue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeCourseSwitchDefaults } from '../course/index.ts';
import { batchCourseInUse } from './batch-course-in-use.ts';
import { requireBatchOf } from './batch-of-programme.ts';
import { type ChangeContext, changeCatalogue } from './catalogue-change.ts';
import { programmeRow } from './programme-status.ts';

export interface BatchCourseInput {
  tid: string;
  telective: boolean;
}

/** A course's id in a new place: batch and course, and a few random characters (a removed one may come back). */
function newBcid(bpid: string, tid: string): string {
  return `${bpid.slice(0, 36)}-${tid.slice(0, 18)}-${randomBytes(3).toString('hex')}`;
}

/** Refuses, naming each, courses that are not in the curriculum or are listed twice. */
function checkCourses(courses: BatchCourseInput[], curriculum: Set<string>): void {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  courses.forEach(({ tid }, index) => {
    if (!curriculum.has(tid) || seen.has(tid))
      fields[`courses.${index}.tid`] = catalogueMessages.notInCurriculum;
    seen.add(tid);
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', catalogueMessages.notInCurriculum, fields);
  }
}

/**
 * The courses batch `bpid` runs, in order: a course kept keeps its bcid (and all that hangs on it), a
 * new one gets its own and starts from the course's switch defaults (ADR 0070, 0089), and one left out
 * leaves the batch, unless learners' work hangs on it: then nothing changes and the course is named
 * (ADR 0088).
 */
export async function setBatchCourses(
  context: ChangeContext,
  { pid, bpid, courses }: { pid: string; bpid: string; courses: BatchCourseInput[] },
): Promise<{ bpid: string }> {
  const { oid } = context.actor;
  return changeCatalogue(
    context,
    { action: 'setBatchCourses', subjectKind: 'batch', subjectId: bpid },
    async (tx) => {
      await requireBatchOf(tx, oid, pid, bpid);
      const programme = await programmeRow(tx, oid, pid);
      checkCourses(courses, new Set((programme?.details.pcurriculum ?? []).map((topic) => topic.tid)));
      const existing = await tx
        .select({
          bcid: batchCourses.bcid,
          tid: batchCourses.tid,
          telective: batchCourses.telective,
          inUse: batchCourseInUse(oid),
        })
        .from(batchCourses)
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bpid, bpid)))
        .orderBy(asc(batchCourses.position));
      const kept = new Set(courses.map((course) => course.tid));
      const leaving = existing.filter((course) => !kept.has(course.tid));
      const used = leaving.find((course) => course.inUse);
      if (used) {
        throw new AppError('CONFLICT', `${catalogueMessages.courseHasProgress} (${used.tid})`, {
          courses: catalogueMessages.courseHasProgress,
        });
      }
      if (leaving.length > 0) {
        await tx.delete(batchCourses).where(
          and(
            eq(batchCourses.oid, oid),
            inArray(
              batchCourses.bcid,
              leaving.map((course) => course.bcid),
            ),
          ),
        );
      }
      const byTid = new Map(existing.map((course) => [course.tid, course.bcid]));
      for (const [position, course] of courses.entries()) {
        const bcid = byTid.get(course.tid);
        if (bcid) {
          await tx
            .update(batchCourses)
            .set({ position, telective: course.telective })
            .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)));
        } else {
          const added = newBcid(bpid, course.tid);
          await tx.insert(batchCourses).values({
            oid,
            bcid: added,
            bpid,
            tid: course.tid,
            telective: course.telective,
            position,
          });
          await writeCourseSwitchDefaults({ db: tx, oid, now: context.now }, course.tid, [added]);
        }
      }
      return {
        result: { bpid },
        before: existing.map(({ tid, telective }) => ({ tid, telective })),
        after: courses,
      };
    },
  );
}

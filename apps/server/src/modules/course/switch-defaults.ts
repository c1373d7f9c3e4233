import { BundleCourse } from '@aula/contract/content-bundle-courses';
import { feedbackSwitchKind } from '@aula/contract/course-feedback';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { batchSwitches, type SwitchKind } from '../../db/schema/batch-switches.ts';
import { type CourseSwitchOff, courses } from '../../db/schema/content.ts';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import { courseFeedbackForms } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import { defineSection, type SectionContext } from '../content/index.ts';

/*
 * A content import writes the bundle's switches (nenabled, enabled) as each batch's defaults (ADR
 * 0070). A row a staff member set (changed_by not null) is theirs: no import changes it.
 */

interface SwitchDefault {
  bpid: string;
  bcid: string | null;
  kind: SwitchKind;
  target: string;
  enabled: boolean;
}

/** Rows per statement: 7 parameters each stays far below PostgreSQL's 65535. */
const chunkSize = 2000;

async function writeSwitchDefaults(
  { db, oid, now }: Pick<SectionContext, 'db' | 'oid' | 'now'>,
  defaults: readonly SwitchDefault[],
): Promise<void> {
  for (let start = 0; start < defaults.length; start += chunkSize) {
    const rows = defaults
      .slice(start, start + chunkSize)
      .map((row) => ({ ...row, oid, changedBy: null, changedAt: now }));
    await db
      .insert(batchSwitches)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          batchSwitches.oid,
          batchSwitches.bpid,
          batchSwitches.bcid,
          batchSwitches.kind,
          batchSwitches.target,
        ],
        set: { enabled: sql`excluded.enabled`, changedAt: sql`excluded.changed_at` },
        setWhere: sql`${batchSwitches.changedBy} is null and ${batchSwitches.enabled} <> excluded.enabled`,
      });
  }
}

/** The batch courses running course `tid`, or only those of them named. */
function batchCoursesOf(db: Db, oid: string, tid: string, only?: readonly string[]) {
  return db
    .select({ bpid: batchCourses.bpid, bcid: batchCourses.bcid })
    .from(batchCourses)
    .where(
      and(
        eq(batchCourses.oid, oid),
        eq(batchCourses.tid, tid),
        only === undefined ? undefined : inArray(batchCourses.bcid, [...only]),
      ),
    );
}

/** The nuggets and objects of `course` its bundle turns off. */
function switchesOffOf(course: BundleCourse): CourseSwitchOff[] {
  return [...course.nuggets, ...course.project].flatMap((nugget): CourseSwitchOff[] => [
    ...(nugget.nenabled ? [] : [{ kind: 'nugget' as const, target: nugget.nid }]),
    ...nugget.objects.flatMap((object) =>
      object.nenabled ? [] : [{ kind: 'object' as const, target: object.oid }],
    ),
  ]);
}

/** Course `tid`'s feedback forms' defaults (each form's `default_enabled`) for batch courses `running`. */
async function feedbackDefaultsOf(
  db: Db,
  oid: string,
  tid: string,
  running: readonly { bpid: string; bcid: string }[],
): Promise<SwitchDefault[]> {
  const forms = await db
    .select({ crir: courseFeedbackForms.crir, enabled: courseFeedbackForms.defaultEnabled })
    .from(courseFeedbackForms)
    .where(and(eq(courseFeedbackForms.oid, oid), eq(courseFeedbackForms.tid, tid)));
  return running.flatMap(({ bpid, bcid }) =>
    forms.map(
      ({ crir, enabled }): SwitchDefault => ({
        bpid,
        bcid,
        kind: feedbackSwitchKind(crir),
        target: '',
        enabled,
      }),
    ),
  );
}

/**
 * Writes course `tid`'s switch defaults (its `switches_off`, and its feedback forms' `default_enabled`)
 * for the batch courses running it, or only for `bcids`: a row per nugget and object of the published
 * course, off where the course says off, and a row per feedback form; the switches of nuggets and
 * objects the course no longer has are removed, unless staff set them. The one writer of the defaults:
 * an import or a publish (every batch running the course), the import of its feedback forms, and a
 * course a batch starts running (the catalogue's batch editor). A course not published yet writes
 * nothing: its first publish does. Returns how many nugget and object rows it wrote: the import's count
 * of course switches, the same on every import (the forms are counted by their own section, and the
 * first import has not stored them yet when the course's switches are written).
 */
export async function writeCourseSwitchDefaults(
  context: Pick<SectionContext, 'db' | 'oid' | 'now'>,
  tid: string,
  bcids?: readonly string[],
): Promise<number> {
  const { db, oid } = context;
  const [course] = await db
    .select({ details: courses.details, switchesOff: courses.switchesOff })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, tid)));
  if (!course) return 0;
  const running = await batchCoursesOf(db, oid, tid, bcids);
  if (running.length === 0) return 0;
  const off = new Set(course.switchesOff.map(({ kind, target }) => `${kind}:${target}`));
  const nuggets = [...course.details.nuggets, ...course.details.project];
  const nids = nuggets.map((nugget) => nugget.nid);
  const objids = nuggets.flatMap((nugget) => nugget.objects.map((object) => object.oid));
  const contentDefaults = running.flatMap(({ bpid, bcid }) =>
    nuggets.flatMap((nugget): SwitchDefault[] => [
      { bpid, bcid, kind: 'nugget', target: nugget.nid, enabled: !off.has(`nugget:${nugget.nid}`) },
      ...nugget.objects.map(
        (object): SwitchDefault => ({
          bpid,
          bcid,
          kind: 'object',
          target: object.oid,
          enabled: !off.has(`object:${object.oid}`),
        }),
      ),
    ]),
  );
  const feedbackDefaults = await feedbackDefaultsOf(db, oid, tid, running);
  await db.delete(batchSwitches).where(
    and(
      eq(batchSwitches.oid, oid),
      inArray(
        batchSwitches.bcid,
        running.map(({ bcid }) => bcid),
      ),
      isNull(batchSwitches.changedBy),
      or(
        and(eq(batchSwitches.kind, 'nugget'), notInArray(batchSwitches.target, nids)),
        and(eq(batchSwitches.kind, 'object'), notInArray(batchSwitches.target, objids)),
      ),
    ),
  );
  await writeSwitchDefaults(context, [...contentDefaults, ...feedbackDefaults]);
  return contentDefaults.length;
}

/**
 * courses/<tid>.json read again for its switches: each nugget's and object's `nenabled` (project
 * nuggets and objects included) kept as the course's defaults and written for every batch course
 * running the course (after the course section wrote the course).
 */
export const courseSwitchSection = defineSection({
  file: 'courses/',
  name: 'course switches',
  schema: BundleCourse,
  async load(context, course) {
    const { db, oid } = context;
    await db
      .update(courses)
      .set({ switchesOff: switchesOffOf(course) })
      .where(and(eq(courses.oid, oid), eq(courses.tid, course.tid)));
    return writeCourseSwitchDefaults(context, course.tid);
  },
});

/** A program's 'Overall Program Feedback' `enabled`, written for every batch of the program. */
export async function importProgramFeedbackSwitch(
  context: Pick<SectionContext, 'db' | 'oid' | 'now'>,
  form: { pid: string; enabled: boolean },
): Promise<void> {
  const { db, oid } = context;
  const rows = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.pid, form.pid)));
  await writeSwitchDefaults(
    context,
    rows.map(({ bpid }) => ({
      bpid,
      bcid: null,
      kind: 'programFeedback',
      target: '',
      enabled: form.enabled,
    })),
  );
}

import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { batchSwitches, type SwitchKind } from '../../db/schema/batch-switches.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';

/*
 * The admin's switches as learners meet them (ADR 0070): rows of batch_switches, one per batch and
 * thing switched. A thing without a row is on; an object is on only when its nugget is on too.
 */

/** What the admin switched off in one batch course: nugget ids and object ids. */
export interface CourseSwitches {
  nuggetsOff: ReadonlySet<string>;
  objectsOff: ReadonlySet<string>;
}

export const nothingOff: CourseSwitches = { nuggetsOff: new Set(), objectsOff: new Set() };

export function isNuggetOn(switches: CourseSwitches, nid: string): boolean {
  return !switches.nuggetsOff.has(nid);
}

/** Whether object `objid` of nugget `nid` may be used: neither it nor its nugget is switched off. */
export function isObjectOn(switches: CourseSwitches, nid: string, objid: string): boolean {
  return isNuggetOn(switches, nid) && !switches.objectsOff.has(objid);
}

/**
 * A subquery for a prepared statement (ADR 0051): the nuggets and objects switched off in one batch
 * course, as a JSON array of [kind, target]. `oid` and `bcid` are the statement's parameters for them
 * (`$1`, `$3`, ...). Read it with `courseSwitchesFrom`.
 */
export function courseSwitchesSql(oid: string, bcid: string): string {
  return `(select coalesce(json_agg(json_build_array(s.kind, s.target)), '[]'::json)
  from batch_switches s
  where s.oid = ${oid}::text and s.bcid = ${bcid}::text and s.kind in ('nugget', 'object') and not s.enabled)`;
}

/** The switches from the JSON array of `courseSwitchesSql`. */
export function courseSwitchesFrom(json: unknown): CourseSwitches {
  const nuggetsOff = new Set<string>();
  const objectsOff = new Set<string>();
  for (const [kind, target] of (json ?? []) as [SwitchKind, string][]) {
    (kind === 'nugget' ? nuggetsOff : objectsOff).add(target);
  }
  return { nuggetsOff, objectsOff };
}

const courseSwitchesStatement = `select ${courseSwitchesSql('$1', '$2')} as off`;

/** What the admin switched off in batch course `bcid`. */
export async function courseSwitches(db: Db, oid: string, bcid: string): Promise<CourseSwitches> {
  const [row] = await preparedRunnerOf(db)(courseSwitchesStatement, [oid, bcid]);
  return courseSwitchesFrom(row?.off);
}

/** What the admin switched off in each course of batch `bpid`, by bcid (courses with nothing off are absent). */
export async function courseSwitchesOfBatch(
  db: Db,
  oid: string,
  bpid: string,
): Promise<Map<string, CourseSwitches>> {
  const rows = await db
    .select({ bcid: batchSwitches.bcid, kind: batchSwitches.kind, target: batchSwitches.target })
    .from(batchSwitches)
    .where(
      and(
        eq(batchSwitches.oid, oid),
        eq(batchSwitches.bpid, bpid),
        inArray(batchSwitches.kind, ['nugget', 'object']),
        eq(batchSwitches.enabled, false),
      ),
    );
  const byCourse = new Map<string, { nuggetsOff: Set<string>; objectsOff: Set<string> }>();
  for (const { bcid, kind, target } of rows) {
    if (bcid === null) continue;
    const switches = byCourse.get(bcid) ?? { nuggetsOff: new Set(), objectsOff: new Set() };
    (kind === 'nugget' ? switches.nuggetsOff : switches.objectsOff).add(target);
    byCourse.set(bcid, switches);
  }
  return byCourse;
}

/** The feedback forms a batch may have switched off: a batch course's two, and the batch's own. */
export type FeedbackSwitch =
  | { kind: 'courseFeedback' | 'instructorFeedback'; bpid: string; bcid: string }
  | { kind: 'programFeedback'; bpid: string };

/** Whether learners of the batch may see and answer the form (on unless its row says off). */
export async function isFeedbackOn(db: Db, oid: string, form: FeedbackSwitch): Promise<boolean> {
  const [row] = await db
    .select({ enabled: batchSwitches.enabled })
    .from(batchSwitches)
    .where(
      and(
        eq(batchSwitches.oid, oid),
        eq(batchSwitches.bpid, form.bpid),
        form.kind === 'programFeedback' ? isNull(batchSwitches.bcid) : eq(batchSwitches.bcid, form.bcid),
        eq(batchSwitches.kind, form.kind),
        eq(batchSwitches.target, ''),
      ),
    )
    .limit(1);
  return row?.enabled ?? true;
}

/**
 * Whether object `objid` of nugget `nid` of course `tid` is on in every batch running the course: a
 * shared link names no batch, so what any batch has switched off is not shown by it.
 */
export async function isObjectOnInEveryBatch(
  db: Db,
  oid: string,
  { tid, nid, objid }: { tid: string; nid: string; objid: string },
): Promise<boolean> {
  const rows = await db
    .select({ kind: batchSwitches.kind })
    .from(batchSwitches)
    .innerJoin(
      batchCourses,
      and(eq(batchCourses.oid, batchSwitches.oid), eq(batchCourses.bcid, batchSwitches.bcid)),
    )
    .where(
      and(
        eq(batchSwitches.oid, oid),
        eq(batchCourses.tid, tid),
        eq(batchSwitches.enabled, false),
        or(
          and(eq(batchSwitches.kind, 'nugget'), eq(batchSwitches.target, nid)),
          and(eq(batchSwitches.kind, 'object'), eq(batchSwitches.target, objid)),
        ),
      ),
    )
    .limit(1);
  return rows.length === 0;
}

/** Every switch of batch course `bcid` as staff see them: `kind` and `target` to its state (no row: on). */
export async function switchStatesOfCourse(
  db: Db,
  oid: string,
  bcid: string,
): Promise<(kind: SwitchKind, target?: string) => boolean> {
  const rows = await db
    .select({ kind: batchSwitches.kind, target: batchSwitches.target, enabled: batchSwitches.enabled })
    .from(batchSwitches)
    .where(and(eq(batchSwitches.oid, oid), eq(batchSwitches.bcid, bcid)));
  const states = new Map(rows.map((row) => [`${row.kind}\u0000${row.target}`, row.enabled]));
  return (kind, target = '') => states.get(`${kind}\u0000${target}`) ?? true;
}

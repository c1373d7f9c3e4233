import type { ProgramDetails } from '@aula/contract/content-bundle';
import { and, asc, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import type { ObjectProgressCode } from '../../db/schema/progress.ts';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import { courseSwitchesOfBatch, nothingOff } from '../course/index.ts';
import {
  type BatchCourseRow,
  type CourseContent,
  type ProgramTexts,
  structureCacheOf,
} from './structure-cache.ts';

export type { BatchCourseRow, CourseContent } from './structure-cache.ts';

export interface Learner {
  oid: string;
  eid: string;
}

/*
 * The progress calls' reads (ADR 0051): each a prepared statement (one round trip), and what only a
 * content import changes (courses, curricula and programs' texts) from this server's structure cache.
 */

/**
 * The learner's enrolments with their batch, oldest first, as one JSON array of [bpid, pid, the bcids
 * of the batch courses they study (the enrolment scope, ADR 0069), the batch's pid, its title, its start
 * and end in ms]; `$3` names one batch, or is null.
 */
const enrolmentsJson = `(
select coalesce(json_agg(json_build_array(e.bpid, e.pid, studied.bcids, b.pid, b.title,
    extract(epoch from b.starts_at)::float8 * 1000, extract(epoch from b.ends_at)::float8 * 1000)
  order by e.enrolled_on, e.bpid), '[]'::json)
from enrolments e
join batches b on b.oid = e.oid and b.bpid = e.bpid
cross join lateral (
  select coalesce(json_agg(lc.bcid), '[]'::json) as bcids from learner_courses lc
  where lc.oid = e.oid and lc.eid = e.eid and lc.bpid = e.bpid) studied
where e.oid = $1::text and e.eid = $2::text and ($3::text is null or e.bpid = $3::text))`;

type EnrolmentTuple = [string, string, string[], string, string, number, number];

export interface EnrolledBatch {
  bpid: string;
  pid: string;
  /** The batch courses of the batch the learner studies (the enrolment scope). */
  studiedBcids: string[];
  btitle: string;
  startsAt: Date;
  endsAt: Date;
  pname: string;
  details: Partial<ProgramDetails>;
}

/** The enrolments with their batch's program (from the structure cache; left out when not loaded). */
async function batchesOfEnrolments(
  db: Db,
  oid: string,
  enrolments: readonly EnrolmentTuple[],
): Promise<EnrolledBatch[]> {
  const programs = await Promise.all(enrolments.map(([, , , batchPid]) => programTexts(db, oid, batchPid)));
  return enrolments.flatMap(([bpid, pid, studiedBcids, , btitle, startsMs, endsMs], index) => {
    const program = programs[index];
    if (!program) return [];
    return {
      bpid,
      pid,
      studiedBcids,
      btitle,
      startsAt: new Date(startsMs),
      endsAt: new Date(endsMs),
      pname: program.pname,
      details: program.details,
    };
  });
}

/**
 * The learner's enrolments with their batch and the batch's program (its texts from the structure
 * cache; an enrolment whose program is not loaded is left out), oldest enrolment first.
 */
export async function enrolledBatches(
  db: Db,
  { oid, eid }: Learner,
  onlyBpid?: string,
): Promise<EnrolledBatch[]> {
  const [row] = await preparedRunnerOf(db)(`select ${enrolmentsJson} as enrolments`, [
    oid,
    eid,
    onlyBpid ?? null,
  ]);
  return batchesOfEnrolments(db, oid, (row?.enrolments ?? []) as EnrolmentTuple[]);
}

const programTextsSql = 'select pname, details from programs where oid = $1::text and pid = $2::text';

/** The name and texts of program `pid` of the organisation, null when there is none; cached. */
export function programTexts(db: Db, oid: string, pid: string): Promise<ProgramTexts | null> {
  return structureCacheOf(db).programs.get(`${oid}\u0000${pid}`, async () => {
    const [row] = await preparedRunnerOf(db)(programTextsSql, [oid, pid]);
    return row ? { pname: row.pname as string, details: row.details as Partial<ProgramDetails> } : null;
  });
}

/** The content of course `tid` of the organisation, null when it is not loaded; cached. */
export function courseContent(db: Db, oid: string, tid: string): Promise<CourseContent | null> {
  return structureCacheOf(db).courses.get(`${oid}\u0000${tid}`, async () => {
    const [row] = await db
      .select({
        ttitle: courses.ttitle,
        tduration: courses.tduration,
        freenavigation: courses.freenavigation,
        details: courses.details,
      })
      .from(courses)
      .where(and(eq(courses.oid, oid), eq(courses.tid, tid)))
      .limit(1);
    return row ?? null;
  });
}

/** The courses of one batch in its order, with the course content where it exists and their switches; cached. */
function coursesOfBatch(db: Db, oid: string, bpid: string): Promise<BatchCourseRow[]> {
  return structureCacheOf(db).batches.get(`${oid}\u0000${bpid}`, async () => {
    const [rows, switches] = await Promise.all([
      db
        .select({
          bpid: batchCourses.bpid,
          bcid: batchCourses.bcid,
          tid: batchCourses.tid,
          telective: batchCourses.telective,
          ttitle: courses.ttitle,
          tduration: courses.tduration,
          details: courses.details,
        })
        .from(batchCourses)
        .leftJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bpid, bpid)))
        .orderBy(asc(batchCourses.position)),
      courseSwitchesOfBatch(db, oid, bpid),
    ]);
    return rows.map((row) => ({ ...row, switches: switches.get(row.bcid) ?? nothingOff }));
  });
}

/** The courses of the batches, in each batch's order (batches by bpid), with the course content. */
export async function coursesOfBatches(db: Db, oid: string, bpids: string[]): Promise<BatchCourseRow[]> {
  const sorted = [...new Set(bpids)].sort();
  const perBatch = await Promise.all(sorted.map((bpid) => coursesOfBatch(db, oid, bpid)));
  return perBatch.flat();
}

export interface LearnerProgress {
  /** Completed objects per batch course. */
  completed: Map<string, Set<string>>;
  /** The course state (tp) per batch course the learner has a row for. */
  tp: Map<string, ObjectProgressCode>;
  /** True when the learner has opened or completed anything in these courses. */
  touched: boolean;
}

/**
 * Every object and course row of the learner as one JSON array of [kind, bcid, objid, op or tp, opened
 * at in ms]: 'o' rows give an object's op, 'c' rows a course's tp, the object the learner was last at
 * and when they opened it.
 */
const learnerRowsJson = `(
select coalesce(json_agg(json_build_array(r.kind, r.bcid, r.objid, r.op, r.opened_ms)), '[]'::json)
from (
  select 'o' as kind, bcid, objid, op, null::float8 as opened_ms
  from object_progress where oid = $1::text and eid = $2::text
  union all
  select 'c', bcid, last_objid, tp, extract(epoch from last_opened_at)::float8 * 1000
  from course_progress where oid = $1::text and eid = $2::text
) r)`;

type RowTuple = [LearnerRow['kind'], string, string | null, ObjectProgressCode, number | null];

/** One of the learner's rows: an object's op ('o'), or a course's tp and the object it was last at ('c'). */
export interface LearnerRow {
  kind: 'o' | 'c';
  bcid: string;
  objid: string | null;
  code: ObjectProgressCode;
  /** When the learner last opened an object of the course ('c' rows; null when never). */
  openedMs: number | null;
}

function learnerRowsOf(tuples: readonly RowTuple[]): LearnerRow[] {
  return tuples.map(([kind, bcid, objid, code, openedMs]) => ({ kind, bcid, objid, code, openedMs }));
}

/** Every progress row of the learner, in any course: a handful per course they have touched. */
export async function learnerProgressRows(db: Db, { oid, eid }: Learner): Promise<LearnerRow[]> {
  const [row] = await preparedRunnerOf(db)(`select ${learnerRowsJson} as rows`, [oid, eid]);
  return learnerRowsOf((row?.rows ?? []) as RowTuple[]);
}

/** The learner home's two reads (enrolledBatches and learnerProgressRows) in one round trip. */
export async function learnerHomeReads(
  db: Db,
  { oid, eid }: Learner,
): Promise<{ enrolled: EnrolledBatch[]; rows: LearnerRow[] }> {
  const [row] = await preparedRunnerOf(db)(
    `select ${enrolmentsJson} as enrolments, ${learnerRowsJson} as rows`,
    [oid, eid, null],
  );
  return {
    enrolled: await batchesOfEnrolments(db, oid, (row?.enrolments ?? []) as EnrolmentTuple[]),
    rows: learnerRowsOf((row?.rows ?? []) as RowTuple[]),
  };
}

/** What the learner's rows say they have done in the batch courses `bcids`. */
export function progressInCourses(rows: readonly LearnerRow[], bcids: readonly string[]): LearnerProgress {
  const result: LearnerProgress = { completed: new Map(), tp: new Map(), touched: false };
  const wanted = new Set(bcids);
  for (const { kind, bcid, objid, code } of rows) {
    if (!wanted.has(bcid)) continue;
    if (kind === 'c') {
      result.tp.set(bcid, code);
      if (code > 0 || objid !== null) result.touched = true;
      continue;
    }
    if (code > 0) result.touched = true;
    if (code !== 2 || objid === null) continue;
    const done = result.completed.get(bcid) ?? new Set<string>();
    done.add(objid);
    result.completed.set(bcid, done);
  }
  return result;
}

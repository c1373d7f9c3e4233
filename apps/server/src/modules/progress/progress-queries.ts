import type { ProgramDetails } from '@aula/contract/content-bundle';
import { and, asc, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import type { ObjectProgressCode } from '../../db/schema/progress.ts';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
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
 * content import changes (courses and curricula) from this server's structure cache.
 */

const enrolledBatchesSql = `
select e.bpid, e.pid, e.selected_electives, b.pid as batch_pid, b.title as btitle,
  extract(epoch from b.starts_at)::float8 * 1000 as starts_ms,
  extract(epoch from b.ends_at)::float8 * 1000 as ends_ms
from enrolments e
join batches b on b.oid = e.oid and b.bpid = e.bpid
where e.oid = $1::text and e.eid = $2::text and ($3::text is null or e.bpid = $3::text)
order by e.enrolled_on, e.bpid`;

export interface EnrolledBatch {
  bpid: string;
  pid: string;
  selectedElectives: string[];
  btitle: string;
  startsAt: Date;
  endsAt: Date;
  pname: string;
  details: Partial<ProgramDetails>;
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
  const rows = await preparedRunnerOf(db)(enrolledBatchesSql, [oid, eid, onlyBpid ?? null]);
  const programs = await Promise.all(rows.map((row) => programTexts(db, oid, row.batch_pid as string)));
  return rows.flatMap((row, index) => {
    const program = programs[index];
    if (!program) return [];
    return {
      bpid: row.bpid as string,
      pid: row.pid as string,
      selectedElectives: row.selected_electives as string[],
      btitle: row.btitle as string,
      startsAt: new Date(row.starts_ms as number),
      endsAt: new Date(row.ends_ms as number),
      pname: program.pname,
      details: program.details,
    };
  });
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

/** The courses of one batch in its order, with the course content where it exists; cached. */
function coursesOfBatch(db: Db, oid: string, bpid: string): Promise<BatchCourseRow[]> {
  return structureCacheOf(db).batches.get(`${oid}\u0000${bpid}`, () =>
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
  );
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
 * Every object and course row of the learner: 'o' rows give an object's op, 'c' rows a course's tp,
 * the object the learner was last at and when they opened it.
 */
const learnerRowsSql = `
select 'o' as kind, bcid, objid, op, null::float8 as opened_ms
from object_progress where oid = $1::text and eid = $2::text
union all
select 'c', bcid, last_objid, tp, extract(epoch from last_opened_at)::float8 * 1000
from course_progress where oid = $1::text and eid = $2::text`;

/** One of the learner's rows: an object's op ('o'), or a course's tp and the object it was last at ('c'). */
export interface LearnerRow {
  kind: 'o' | 'c';
  bcid: string;
  objid: string | null;
  code: ObjectProgressCode;
  /** When the learner last opened an object of the course ('c' rows; null when never). */
  openedMs: number | null;
}

/** Every progress row of the learner, in any course: a handful per course they have touched. */
export async function learnerProgressRows(db: Db, { oid, eid }: Learner): Promise<LearnerRow[]> {
  const rows = await preparedRunnerOf(db)(learnerRowsSql, [oid, eid]);
  return rows.map((row) => ({
    kind: row.kind as LearnerRow['kind'],
    bcid: row.bcid as string,
    objid: row.objid as string | null,
    code: row.op as ObjectProgressCode,
    openedMs: row.opened_ms as number | null,
  }));
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

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { readUniversityTime } from '../organisation/index.ts';
import { batchCourseInUse } from './batch-course-in-use.ts';
import { programmeRow, statusOf } from './programme-status.ts';

/** A programme as its editor shows it: status, saved texts, batches (days at the university) and courses. */
export async function getCatalogueProgramme(db: Db, oid: string, pid: string) {
  const row = await programmeRow(db, oid, pid);
  if (!row) throw new Error(`programme ${pid} passed the policy but is not there`);
  const zone = await readUniversityTime(db, oid);
  const batchRows = await db
    .select({
      bpid: batches.bpid,
      title: batches.title,
      startsAt: batches.startsAt,
      endsAt: batches.endsAt,
      current: batches.current,
      learners: sql<number>`(select count(*)::int from ${enrolments} where ${and(
        eq(enrolments.oid, oid),
        sql`${enrolments.bpid} = ${batches.bpid}`,
      )})`,
    })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.pid, pid)))
    .orderBy(asc(batches.startsAt), asc(batches.bpid));
  const courseRows =
    batchRows.length === 0
      ? []
      : await db
          .select({
            bpid: batchCourses.bpid,
            bcid: batchCourses.bcid,
            tid: batchCourses.tid,
            telective: batchCourses.telective,
            inUse: batchCourseInUse(oid),
          })
          .from(batchCourses)
          .where(
            and(
              eq(batchCourses.oid, oid),
              inArray(
                batchCourses.bpid,
                batchRows.map((batch) => batch.bpid),
              ),
            ),
          )
          .orderBy(asc(batchCourses.position), asc(batchCourses.bcid));
  const saved = Object.keys(row.details).length > 0;
  return {
    pid,
    status: statusOf(row),
    pname: row.pname,
    category: row.category,
    texts: saved ? { ...row.details, pname: row.pname, category: row.category } : null,
    batches: batchRows.map(({ startsAt, endsAt, ...batch }) => ({
      ...batch,
      psd: zone.day(startsAt),
      ped: zone.day(endsAt),
      courses: courseRows
        .filter((course) => course.bpid === batch.bpid)
        .map(({ bpid: _bpid, ...course }) => course),
    })),
  };
}

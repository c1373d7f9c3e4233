import type { BundleProgram } from '@aula/contract/content-bundle';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { readUniversityTime } from '../organisation/index.ts';

/** A programme as the bundle writes it (programs/<pid>.json), and the batch courses it runs. */
export interface ExportedProgram {
  json: BundleProgram;
  /** Every batch course of its batches: where its courses' switches and instructors are. */
  places: { bpid: string; bcid: string; tid: string }[];
}

/**
 * The organisation's programmes (or only `pid`) with their batches and batch courses, as the
 * program section reads them back: batch days in the organisation's time zone, courses in order.
 */
export async function exportPrograms(db: Db, oid: string, pid?: string): Promise<ExportedProgram[]> {
  const zone = await readUniversityTime(db, oid);
  const rows = await db
    .select()
    .from(programs)
    .where(and(eq(programs.oid, oid), pid === undefined ? undefined : eq(programs.pid, pid)))
    .orderBy(asc(programs.pid));
  const pids = rows.map((row) => row.pid);
  const batchRows =
    pids.length === 0
      ? []
      : await db
          .select()
          .from(batches)
          .where(and(eq(batches.oid, oid), inArray(batches.pid, pids)))
          .orderBy(asc(batches.startsAt), asc(batches.bpid));
  const courseRows =
    batchRows.length === 0
      ? []
      : await db
          .select()
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

  return rows.map((row) => {
    const programBatches = batchRows.filter((batch) => batch.pid === row.pid);
    const places = courseRows
      .filter((course) => programBatches.some((batch) => batch.bpid === course.bpid))
      .map(({ bpid, bcid, tid }) => ({ bpid, bcid, tid }));
    const json = {
      pid: row.pid,
      category: row.category,
      ...row.details,
      // The details keep the author's pname; a programme made in /staff has only the column.
      pname: (row.details as { pname?: string }).pname ?? row.pname,
      published: row.published,
      sortOrder: row.sortOrder,
      batches: programBatches.map((batch) => ({
        bpid: batch.bpid,
        title: batch.title,
        psd: zone.day(batch.startsAt),
        ped: zone.day(batch.endsAt),
        current: batch.current,
        courses: courseRows
          .filter((course) => course.bpid === batch.bpid)
          .map(({ tid, bcid, telective }) => ({ tid, bcid, telective })),
      })),
    } as BundleProgram;
    return { json, places };
  });
}

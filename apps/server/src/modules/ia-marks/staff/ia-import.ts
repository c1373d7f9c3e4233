import type { IaImportRow } from '@aula/contract/staff-ia-marks';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/auth.ts';
import type { Db } from '../../../platform/db.ts';
import type { SessionUser } from '../../../platform/session-user.ts';
import type { StaffChange } from '../../audit/index.ts';
import { componentsOf, type IaCourse } from './ia-course.ts';
import { readIaCsv } from './ia-marks-csv.ts';
import { learnersAmong, writeCells } from './save-ia-marks.ts';

/** Adds to each row whether its learner is an account of the organisation and studies the course. */
async function judgeLearners(db: Db, course: IaCourse, rows: IaImportRow[]): Promise<IaImportRow[]> {
  const eids = [...new Set(rows.map((row) => row.eid).filter((eid) => eid !== ''))];
  const inCourse = await learnersAmong(db, course, eids);
  const outside = eids.filter((eid) => !inCourse.has(eid));
  const known =
    outside.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ eid: users.eid })
              .from(users)
              .where(and(eq(users.oid, course.oid), inArray(users.eid, outside)))
          ).map((row) => row.eid),
        );
  return rows.map((row) => {
    if (row.eid === '' || inCourse.has(row.eid)) return row;
    const problem = known.has(row.eid)
      ? `email: ${row.eid} is not a learner of this course`
      : `email: there is no learner ${row.eid}`;
    return { ...row, errors: [problem, ...row.errors] };
  });
}

/** Every row of a marks file with its problems; nothing is written. */
export async function previewIaImport(
  db: Db,
  course: IaCourse,
  csv: string,
): Promise<{ rows: IaImportRow[] }> {
  const components = await componentsOf(db, course);
  return { rows: await judgeLearners(db, course, readIaCsv(csv, components)) };
}

/**
 * Reads the file again and writes the marks of its valid rows in one transaction, each change audited
 * as one entered in the grid; the refused rows are reported and nothing of theirs is written.
 */
export async function importIaMarks(
  db: Db,
  actor: SessionUser,
  course: IaCourse,
  csv: string,
  change: StaffChange,
): Promise<{ applied: number; changed: number; refused: IaImportRow[] }> {
  const components = await componentsOf(db, course);
  const rows = await judgeLearners(db, course, readIaCsv(csv, components));
  const valid = rows.filter((row) => row.errors.length === 0);
  const cells = valid.flatMap((row) => row.cells.map((cell) => ({ eid: row.eid, ...cell })));
  const byIaid = new Map(components.map((row) => [row.iaid, row]));
  const changed =
    cells.length === 0
      ? 0
      : await db.transaction((tx) => writeCells(tx, actor, course, byIaid, cells, change));
  return { applied: valid.length, changed, refused: rows.filter((row) => row.errors.length > 0) };
}

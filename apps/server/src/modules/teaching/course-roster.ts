import type { Input, Output } from '@aula/contract/operation';
import { csvExportMaxRows } from '@aula/contract/staff';
import {
  type exportCourseRoster,
  type getCourseRoster,
  type RosterRow,
  rosterPageSize,
} from '@aula/contract/staff-courses';
import type { Db } from '../../platform/db.ts';
import type { UniversityTime } from '../../platform/university-time.ts';
import { toCsv } from '../audit/index.ts';
import { courseSwitches } from '../course/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { countableObjectIds, courseContent } from '../progress/index.ts';
import { type RosterQuery, type RosterScope, rosterCount, rosterRows } from './roster-query.ts';
import { taughtCourse } from './taught-courses.ts';

/** The course and what counts towards it in its batch: its content less what is switched off there. */
async function rosterScope(db: Db, oid: string, bcid: string) {
  const course = await taughtCourse(db, oid, bcid);
  const [content, switches] = await Promise.all([
    courseContent(db, oid, course.tid),
    courseSwitches(db, oid, bcid),
  ]);
  const scope: RosterScope = { oid, bcid, countable: countableObjectIds(content?.details ?? null, switches) };
  return { course, scope };
}

/** One page of the roster of batch course `bcid` (the policy checked the actor teaches it). */
export async function getCourseRosterPage(
  db: Db,
  oid: string,
  body: Input<typeof getCourseRoster>,
): Promise<Output<typeof getCourseRoster>> {
  const { course, scope } = await rosterScope(db, oid, body.bcid);
  const page = body.page ?? 0;
  const [rows, total] = await Promise.all([
    rosterRows(db, scope, body, { limit: rosterPageSize, offset: page * rosterPageSize }),
    rosterCount(db, scope, body),
  ]);
  return { course, objects: scope.countable.length, rows, total };
}

const header = ['Name', 'E-mail', 'Objects done', 'Objects in all', 'Time spent (minutes)', 'Last active'];

function cells(row: RosterRow, objects: number, time: UniversityTime) {
  return [
    row.name,
    row.email,
    row.done,
    objects,
    Math.floor(row.timeSpent / 60),
    row.lastActive ? time.time(new Date(row.lastActive)) : '',
  ];
}

/**
 * The searched roster as CSV, in the table's order, at most csvExportMaxRows rows (then `truncated`);
 * every cell a learner wrote is neutralised against spreadsheet formulas by toCsv.
 */
export async function exportCourseRosterCsv(
  db: Db,
  oid: string,
  query: RosterQuery & { bcid: string },
  now: Date,
): Promise<Output<typeof exportCourseRoster>> {
  const [{ course, scope }, time] = await Promise.all([
    rosterScope(db, oid, query.bcid),
    universityTimeOf(db, oid),
  ]);
  const rows = await rosterRows(db, scope, query, { limit: csvExportMaxRows + 1 });
  const objects = scope.countable.length;
  return {
    filename: `roster-${course.bcid}-${time.day(now)}.csv`,
    csv: toCsv(
      header,
      rows.slice(0, csvExportMaxRows).map((row) => cells(row, objects, time)),
    ),
    truncated: rows.length > csvExportMaxRows,
  };
}

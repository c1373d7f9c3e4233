import type { IaCellChange } from '@aula/contract/staff-ia-marks';
import { and, eq, inArray } from 'drizzle-orm';
import { learnerCourses } from '../../../db/schema/enrolments.ts';
import { iaMarks } from '../../../db/schema/records.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import type { SessionUser } from '../../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../../audit/index.ts';
import { type ComponentRow, componentsOf, type IaCourse } from './ia-course.ts';
import { markProblem } from './mark-range.ts';

/** The learners among `eids` who study the batch course (the one enrolment scope, ADR 0069). */
export async function learnersAmong(db: Db, course: IaCourse, eids: readonly string[]): Promise<Set<string>> {
  if (eids.length === 0) return new Set();
  const rows = await db
    .select({ eid: learnerCourses.eid })
    .from(learnerCourses)
    .where(
      and(
        eq(learnerCourses.oid, course.oid),
        eq(learnerCourses.bcid, course.bcid),
        inArray(learnerCourses.eid, [...new Set(eids)]),
      ),
    );
  return new Set(rows.map((row) => row.eid));
}

/**
 * Checks every cell before anything is written: a component not of this course, or a learner not in
 * it, is refused with 403 naming the cell (whatever exists elsewhere); marks out of range, not in
 * halves, or a cell named twice, with 400 naming each bad cell.
 */
async function checkCells(
  db: Db,
  course: IaCourse,
  cells: readonly IaCellChange[],
): Promise<Map<string, ComponentRow>> {
  const components = new Map((await componentsOf(db, course)).map((row) => [row.iaid, row]));
  const learners = await learnersAmong(
    db,
    course,
    cells.map((cell) => cell.eid),
  );
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const component = components.get(cell.iaid);
    if (!component) {
      throw new AppError('FORBIDDEN', 'A component is not of this course.', {
        [`cells.${index}.iaid`]: 'not a component of this course',
      });
    }
    if (!learners.has(cell.eid)) {
      throw new AppError('FORBIDDEN', 'A learner is not in this course.', {
        [`cells.${index}.eid`]: 'not a learner of this course',
      });
    }
    const key = `${cell.eid}\n${cell.iaid}`;
    if (seen.has(key)) problems[`cells.${index}`] = 'this cell is named twice';
    seen.add(key);
    const problem = cell.marks === null ? null : markProblem(cell.marks, component.maxMarks);
    if (problem) problems[`cells.${index}.marks`] = problem;
  });
  const count = Object.keys(problems).length;
  if (count > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      count === 1
        ? 'One mark is not valid; nothing was saved.'
        : `${count} marks are not valid; nothing was saved.`,
      problems,
    );
  }
  return components;
}

/**
 * Writes checked cells in transaction `tx`: each cell whose marks differ is stored (null clears it,
 * unless the learner has answered them), with an audit line of its marks before and after and whether learners
 * already see the component. Answers how many cells changed.
 */
export async function writeCells(
  tx: Db,
  actor: SessionUser,
  course: IaCourse,
  components: ReadonlyMap<string, ComponentRow>,
  cells: readonly IaCellChange[],
  change: StaffChange,
): Promise<number> {
  const iaids = [...new Set(cells.map((cell) => cell.iaid))];
  const existing = await tx
    .select({ iaid: iaMarks.iaid, eid: iaMarks.eid, marks: iaMarks.marks, concern: iaMarks.concern })
    .from(iaMarks)
    .where(and(eq(iaMarks.oid, course.oid), inArray(iaMarks.iaid, iaids)))
    .for('update');
  const before = new Map(existing.map((row) => [`${row.eid}\n${row.iaid}`, row]));
  let changed = 0;
  for (const cell of cells) {
    const old = before.get(`${cell.eid}\n${cell.iaid}`);
    if ((old?.marks ?? null) === cell.marks) continue;
    const where = and(eq(iaMarks.oid, course.oid), eq(iaMarks.iaid, cell.iaid), eq(iaMarks.eid, cell.eid));
    if (cell.marks === null) {
      if (old?.concern != null) {
        throw new AppError('CONFLICT', 'Marks the learner has answered cannot be cleared.', {
          [`cells.${cells.indexOf(cell)}.marks`]: 'the learner has answered these marks',
        });
      }
      await tx.delete(iaMarks).where(where);
    } else if (old) {
      await tx.update(iaMarks).set({ marks: cell.marks }).where(where);
    } else {
      await tx.insert(iaMarks).values({ oid: course.oid, iaid: cell.iaid, eid: cell.eid, marks: cell.marks });
    }
    const published = components.get(cell.iaid)?.visibleAt != null;
    await auditCourseChange(tx, actor, change, {
      action: 'iaMarks.mark',
      bcid: course.bcid,
      before: old ? { eid: cell.eid, iaid: cell.iaid, marks: old.marks } : null,
      after: { eid: cell.eid, iaid: cell.iaid, marks: cell.marks, published },
    });
    changed += 1;
  }
  return changed;
}

/** Saves a batch of cells of the course in one transaction, after checking every one of them. */
export async function saveIaMarks(
  db: Db,
  actor: SessionUser,
  course: IaCourse,
  cells: readonly IaCellChange[],
  change: StaffChange,
): Promise<{ changed: number }> {
  const components = await checkCells(db, course, cells);
  const changed = await db.transaction((tx) => writeCells(tx, actor, course, components, cells, change));
  return { changed };
}

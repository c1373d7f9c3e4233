import type { IaCell, IaComponent, IaGridRow } from '@aula/contract/staff-ia-marks';
import { and, eq, inArray } from 'drizzle-orm';
import { iaMarks } from '../../../db/schema/records.ts';
import type { Db } from '../../../platform/db.ts';
import { componentsOf, type IaCourse, learnersOf, toComponent } from './ia-course.ts';

/**
 * The grid of a batch course: its components, and a row per learner of the course with a cell per
 * component (marks null when not entered). Marks of someone no longer in the course are not shown.
 */
export async function getIaGrid(
  db: Db,
  course: IaCourse,
): Promise<{ components: IaComponent[]; rows: IaGridRow[] }> {
  const components = await componentsOf(db, course);
  const learners = await learnersOf(db, course);
  const iaids = components.map((component) => component.iaid);
  const marks =
    iaids.length === 0
      ? []
      : await db
          .select()
          .from(iaMarks)
          .where(and(eq(iaMarks.oid, course.oid), inArray(iaMarks.iaid, iaids)));
  const byCell = new Map(marks.map((mark) => [`${mark.eid}\n${mark.iaid}`, mark]));
  const rows = learners.map(({ eid, name }) => ({
    eid,
    name,
    cells: iaids.map((iaid): IaCell => {
      const mark = byCell.get(`${eid}\n${iaid}`);
      return {
        iaid,
        marks: mark?.marks ?? null,
        concern: mark?.concern ?? null,
        answered: mark?.concernAnswer != null,
      };
    }),
  }));
  return { components: components.map(toComponent), rows };
}

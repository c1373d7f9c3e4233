import { randomUUID } from 'node:crypto';
import type { IaComponent } from '@aula/contract/staff-ia-marks';
import { and, eq, max } from 'drizzle-orm';
import { iaAssessments, iaMarks } from '../../../db/schema/records.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import type { SessionUser } from '../../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../../audit/index.ts';
import { type ComponentRow, type IaCourse, toComponent } from './ia-course.ts';

export interface ComponentFields {
  iaid?: string | undefined;
  name: string;
  semester: number;
  maxMarks: number;
}

/** Component `iaid` of the course, read for change in transaction `tx`; 404 naming `iaid` otherwise. */
export async function componentOfCourse(tx: Db, course: IaCourse, iaid: string): Promise<ComponentRow> {
  const [row] = await tx
    .select()
    .from(iaAssessments)
    .where(
      and(
        eq(iaAssessments.oid, course.oid),
        eq(iaAssessments.iaid, iaid),
        eq(iaAssessments.bpid, course.bpid),
        eq(iaAssessments.tid, course.tid),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such IA component.', { iaid: 'no such component' });
  return row;
}

const fieldsOf = (row: ComponentRow) => ({ name: row.name, semester: row.semester, maxMarks: row.maxMarks });

/**
 * Adds a draft component to the course (last in its order), or changes a draft's name, semester and
 * maximum. A published component keeps them: its learners have seen them. Audited.
 */
export async function saveIaComponent(
  db: Db,
  actor: SessionUser,
  course: IaCourse,
  fields: ComponentFields,
  change: StaffChange,
): Promise<IaComponent> {
  const values = { name: fields.name.trim(), semester: fields.semester, maxMarks: fields.maxMarks };
  return db.transaction(async (tx) => {
    if (fields.iaid === undefined) {
      const [last] = await tx
        .select({ position: max(iaAssessments.position) })
        .from(iaAssessments)
        .where(
          and(
            eq(iaAssessments.oid, course.oid),
            eq(iaAssessments.bpid, course.bpid),
            eq(iaAssessments.tid, course.tid),
          ),
        );
      const [row] = await tx
        .insert(iaAssessments)
        .values({
          oid: course.oid,
          iaid: randomUUID(),
          bpid: course.bpid,
          tid: course.tid,
          position: (last?.position ?? -1) + 1,
          visibleAt: null,
          ...values,
        })
        .returning();
      if (!row) throw new Error('the component was not stored');
      await auditCourseChange(tx, actor, change, {
        action: 'iaMarks.component',
        bcid: course.bcid,
        before: null,
        after: { iaid: row.iaid, ...values },
      });
      return toComponent(row);
    }
    const existing = await componentOfCourse(tx, course, fields.iaid);
    if (existing.visibleAt !== null) {
      throw new AppError('CONFLICT', 'A published component cannot be changed.', { iaid: 'published' });
    }
    if (values.maxMarks < existing.maxMarks) await refuseMarksAbove(tx, existing, values.maxMarks);
    const [row] = await tx
      .update(iaAssessments)
      .set(values)
      .where(and(eq(iaAssessments.oid, course.oid), eq(iaAssessments.iaid, existing.iaid)))
      .returning();
    if (!row) throw new Error('the component was not stored');
    await auditCourseChange(tx, actor, change, {
      action: 'iaMarks.component',
      bcid: course.bcid,
      before: { iaid: existing.iaid, ...fieldsOf(existing) },
      after: { iaid: row.iaid, ...values },
    });
    return toComponent(row);
  });
}

/** A lower maximum is refused while a learner's marks are above it (they would be out of range). */
async function refuseMarksAbove(tx: Db, component: ComponentRow, maxMarks: number): Promise<void> {
  const [top] = await tx
    .select({ marks: max(iaMarks.marks) })
    .from(iaMarks)
    .where(and(eq(iaMarks.oid, component.oid), eq(iaMarks.iaid, component.iaid)));
  if (top?.marks != null && top.marks > maxMarks) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Marks of ${top.marks} are entered; the maximum cannot be lower.`,
      {
        maxMarks: `at least ${top.marks}`,
      },
    );
  }
}

/** Publishes a draft component now: learners see its marks and their 48-hour window opens. Audited. */
export async function publishIaComponent(
  db: Db,
  actor: SessionUser,
  course: IaCourse,
  iaid: string,
  change: StaffChange,
): Promise<IaComponent> {
  return db.transaction(async (tx) => {
    const existing = await componentOfCourse(tx, course, iaid);
    if (existing.visibleAt !== null) {
      throw new AppError('CONFLICT', 'This component is already published.', { iaid: 'published' });
    }
    const [row] = await tx
      .update(iaAssessments)
      .set({ visibleAt: change.at })
      .where(and(eq(iaAssessments.oid, course.oid), eq(iaAssessments.iaid, iaid)))
      .returning();
    if (!row) throw new Error('the component was not stored');
    await auditCourseChange(tx, actor, change, {
      action: 'iaMarks.publish',
      bcid: course.bcid,
      before: { iaid, visibleAt: null },
      after: { iaid, visibleAt: change.at.toISOString() },
    });
    return toComponent(row);
  });
}

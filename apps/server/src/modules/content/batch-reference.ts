import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { batches } from '../../db/schema/programs.ts';
import type { FieldPath } from './bundle-error.ts';
import type { SectionContext } from './section.ts';

/** Fails at `field` unless the batch exists; answers its program. */
export async function requireBatch(
  { db, oid, fail }: SectionContext,
  bpid: string,
  field: FieldPath,
): Promise<string> {
  const [batch] = await db
    .select({ pid: batches.pid })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.bpid, bpid)));
  if (!batch) return fail(field, `unknown batch ${bpid} (no program in programs/ has this bpid)`);
  return batch.pid;
}

/** Fails at `field` unless the course exists and belongs to program `pid`. */
export async function requireCourseOf(
  { db, oid, fail }: SectionContext,
  pid: string,
  tid: string,
  field: FieldPath,
): Promise<void> {
  const [course] = await db
    .select({ pid: courses.pid })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, tid)));
  if (!course) return fail(field, `unknown course ${tid} (no courses/*.json has this tid)`);
  if (course.pid !== pid)
    fail(field, `course ${tid} belongs to program ${course.pid}, not to this batch's ${pid}`);
}

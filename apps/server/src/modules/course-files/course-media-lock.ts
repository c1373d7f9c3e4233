import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/**
 * Holds, until the transaction ends, the organisation's course media against a change that could
 * break what another checked: a course file's deletion against a draft saved or published naming it,
 * or a bundle imported from the browser with courses naming it. Without it a save could check that the
 * file exists, the deletion check that no course names it, and both commit.
 */
export async function lockCourseMedia(tx: Db, oid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`course-media:${oid}`}))`);
}

import { and, eq, sql } from 'drizzle-orm';
import { scormPackages } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';

/**
 * True when the media path is a SCORM package's uploaded zip or a file unpacked from one: those are
 * served only on the content origin, under a signed address for the package (ADR 0083), never as public
 * media.
 */
export async function isPackageFile(db: Db, oid: string, path: string): Promise<boolean> {
  const [row] = await db
    .select({ path: scormPackages.path })
    .from(scormPackages)
    .where(
      and(
        eq(scormPackages.oid, oid),
        sql`(lower(${scormPackages.path}) = lower(${path}) or starts_with(${path}, regexp_replace(${scormPackages.path}, '\\.zip$', '', 'i') || '/'))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

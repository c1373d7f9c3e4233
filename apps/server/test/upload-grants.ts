import { desc, eq } from 'drizzle-orm';
import { storedFiles, uploadGrants } from '../src/db/schema/uploads.ts';
import type { Db } from '../src/platform/db.ts';

/** The latest upload grant made under a stored name (ADR 0062), for tests that reach behind the API. */
export async function grantOf(db: Db, storedName: string) {
  const [grant] = await db
    .select()
    .from(uploadGrants)
    .where(eq(uploadGrants.storedName, storedName))
    .orderBy(desc(uploadGrants.createdAt))
    .limit(1);
  if (!grant) throw new Error(`no upload grant for ${storedName}`);
  return grant;
}

/** The record of an accepted file at `fileKey`, if any. */
export async function storedFileAt(db: Db, fileKey: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.fileKey, fileKey));
  return row;
}

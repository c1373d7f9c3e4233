import { and, eq, gt, isNull } from 'drizzle-orm';
import { uploadGrants } from '../../db/schema/uploads.ts';
import type { Db } from '../../platform/db.ts';

/**
 * Whether a signed upload address may still be used: its grant exists, is unclaimed and unexpired
 * (the local driver's PUT route asks; it also refuses once a file is at the key).
 */
export async function isUploadOpen(db: Db, key: string, now: Date): Promise<boolean> {
  const [grant] = await db
    .select({ id: uploadGrants.id })
    .from(uploadGrants)
    .where(
      and(eq(uploadGrants.uploadKey, key), isNull(uploadGrants.claimedAt), gt(uploadGrants.expiresAt, now)),
    )
    .limit(1);
  return grant !== undefined;
}

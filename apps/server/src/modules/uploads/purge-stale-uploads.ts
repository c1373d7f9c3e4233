import { and, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { uploadGrants } from '../../db/schema/uploads.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { claimHours } from './upload-owner.ts';

/**
 * Purges upload grants, for every purpose, a batch at a time (ADR 0062): a grant nobody claimed within
 * the claim window loses its bytes and its row; a claimed grant whose address has expired has its signed
 * key emptied once more (an S3 address can be PUT to again until it expires; those bytes are never read).
 * Each server runs it now and then; several at once only delete the same files. Answers the grants done.
 */
export async function purgeStaleUploads(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  now: Date,
  batch = 500,
): Promise<number> {
  const stale = await db
    .select({ id: uploadGrants.id, uploadKey: uploadGrants.uploadKey })
    .from(uploadGrants)
    .where(
      and(
        isNull(uploadGrants.claimedAt),
        lt(uploadGrants.createdAt, new Date(now.getTime() - claimHours * 3_600_000)),
      ),
    )
    .limit(batch);
  for (const grant of stale) await files.delete(grant.uploadKey);
  if (stale.length > 0) {
    await db.delete(uploadGrants).where(
      and(
        isNull(uploadGrants.claimedAt),
        inArray(
          uploadGrants.id,
          stale.map((grant) => grant.id),
        ),
      ),
    );
  }
  const spent = await db
    .select({ id: uploadGrants.id, uploadKey: uploadGrants.uploadKey })
    .from(uploadGrants)
    .where(
      and(isNotNull(uploadGrants.claimedAt), isNull(uploadGrants.clearedAt), lt(uploadGrants.expiresAt, now)),
    )
    .limit(batch);
  for (const grant of spent) await files.delete(grant.uploadKey);
  if (spent.length > 0) {
    await db
      .update(uploadGrants)
      .set({ clearedAt: now })
      .where(
        inArray(
          uploadGrants.id,
          spent.map((grant) => grant.id),
        ),
      );
  }
  return stale.length + spent.length;
}

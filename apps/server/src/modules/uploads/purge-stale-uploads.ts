import { and, inArray, isNull, lt } from 'drizzle-orm';
import { uploadSlots } from '../../db/schema/account.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { claimHours } from './claim-account-upload.ts';

/**
 * Removes uploads nobody claimed within a day (a form abandoned after its file went up): their bytes,
 * then their rows, a batch at a time. Each server runs it now and then; several at once only delete
 * the same files.
 */
export async function purgeStaleUploads(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  now: Date,
  batch = 500,
): Promise<number> {
  const stale = await db
    .select({ id: uploadSlots.id, fileKey: uploadSlots.fileKey })
    .from(uploadSlots)
    .where(
      and(
        isNull(uploadSlots.claimedAt),
        lt(uploadSlots.createdAt, new Date(now.getTime() - claimHours * 3_600_000)),
      ),
    )
    .limit(batch);
  for (const slot of stale) await files.delete(slot.fileKey);
  if (stale.length > 0) {
    await db.delete(uploadSlots).where(
      and(
        isNull(uploadSlots.claimedAt),
        inArray(
          uploadSlots.id,
          stale.map((slot) => slot.id),
        ),
      ),
    );
  }
  return stale.length;
}

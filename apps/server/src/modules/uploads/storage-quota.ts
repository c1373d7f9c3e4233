import { storageQuotaBytes, uploadLimitMessages } from '@aula/contract/upload-limits';
import { and, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { storedFiles, uploadGrants } from '../../db/schema/uploads.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { claimHours, organisationPurposes } from './upload-owner.ts';

/**
 * Bytes an account holds (its organisation's course files aside): its accepted files, and the uploads it was granted that may still be
 * claimed (so a flood of addresses cannot pass the quota before any is claimed).
 */
export async function bytesHeld(db: Db, oid: string, eid: string, now: Date): Promise<number> {
  const [stored] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.oid, oid),
        eq(storedFiles.eid, eid),
        notInArray(storedFiles.purpose, [...organisationPurposes]),
      ),
    );
  const [pending] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadGrants.size}), 0)` })
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.oid, oid),
        eq(uploadGrants.eid, eid),
        notInArray(uploadGrants.purpose, [...organisationPurposes]),
        isNull(uploadGrants.claimedAt),
        gt(uploadGrants.createdAt, new Date(now.getTime() - claimHours * 3_600_000)),
      ),
    );
  return Number(stored?.bytes ?? 0) + Number(pending?.bytes ?? 0);
}

/** Refuses (413) an upload of `size` bytes that would take the account past its quota. */
export async function assertStorageQuota(
  db: Db,
  { oid, eid }: { oid: string; eid: string },
  size: number,
  now: Date,
): Promise<void> {
  if ((await bytesHeld(db, oid, eid, now)) + size > storageQuotaBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', uploadLimitMessages.quota, { size: uploadLimitMessages.quota });
  }
}

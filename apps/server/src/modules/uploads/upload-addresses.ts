import { and, eq, gt, isNull } from 'drizzle-orm';
import { uploadGrants } from '../../db/schema/uploads.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { UploadAddresses } from '../../platform/local-file-routes.ts';

/**
 * The local driver's upload addresses, one file each (ADR 0062): a PUT takes its address in one
 * conditional update, so of PUTs sent at once to one address one writes and the others are refused,
 * on any number of servers; a PUT that fails before its file is written gives the address back.
 */
export function uploadAddressesOf(db: Db, clock: Clock): UploadAddresses {
  return {
    async take(key) {
      const taken = await db
        .update(uploadGrants)
        .set({ receivedAt: clock.now() })
        .where(
          and(
            eq(uploadGrants.uploadKey, key),
            isNull(uploadGrants.receivedAt),
            isNull(uploadGrants.claimedAt),
            gt(uploadGrants.expiresAt, clock.now()),
          ),
        )
        .returning({ id: uploadGrants.id });
      return taken.length > 0;
    },
    async giveBack(key) {
      await db
        .update(uploadGrants)
        .set({ receivedAt: null })
        .where(and(eq(uploadGrants.uploadKey, key), isNull(uploadGrants.claimedAt)));
    },
  };
}

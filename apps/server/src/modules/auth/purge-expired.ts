import { and, eq, exists, isNull, lt, or } from 'drizzle-orm';
import { emailVerifications, passwordResetCodes, rateLimits, sessions } from '../../db/schema/auth.ts';
import { staffGrants } from '../../db/schema/staff.ts';
import { addMinutes } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';

const DAY = 24 * 60;

/**
 * Deletes ended sessions, long-expired links and codes and stale rate-limit counters. Each server runs it
 * now and then; several doing so at once only delete the same rows.
 */
export async function purgeExpired(db: Db, config: Config, now: Date): Promise<void> {
  // Idle a minute longer than the rule: a last-seen time may still be on its way (session-touches.ts).
  // The lookup refuses an idle session by the rule itself; this only clears the table.
  const idleSince = addMinutes(now, -config.SESSION_IDLE_MINUTES - 1);
  const staffIdleSince = addMinutes(now, -config.STAFF_SESSION_IDLE_MINUTES - 1);
  const ofStaff = exists(
    db.select({ one: staffGrants.id }).from(staffGrants).where(eq(staffGrants.userId, sessions.userId)),
  );
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, idleSince),
        and(lt(sessions.lastSeenAt, staffIdleSince), ofStaff),
      ),
    );
  // Kept a day past expiry so a late click still hears "expired" rather than "not valid".
  await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, addMinutes(now, -DAY)));
  await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, addMinutes(now, -DAY)));
  await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStart, addMinutes(now, -DAY)),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now)),
      ),
    );
}

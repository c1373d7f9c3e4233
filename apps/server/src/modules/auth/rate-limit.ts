import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { addMinutes } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';

/** At most `limit` attempts in `windowMinutes`; one more blocks the key for `blockMinutes`. */
export interface RateRule {
  limit: number;
  windowMinutes: number;
  blockMinutes: number;
}

/**
 * The limits. Per account they stop guessing one learner's password or code; per address they stop one
 * machine trying many accounts, set high because a campus or a mobile carrier puts hundreds of learners
 * behind one address, and only attempts that fail are left counted.
 */
export const rateRules = {
  signInAccount: { limit: 5, windowMinutes: 15, blockMinutes: 15 },
  signInAddress: { limit: 100, windowMinutes: 15, blockMinutes: 15 },
  codeAccount: { limit: 10, windowMinutes: 60, blockMinutes: 60 },
  codeAddress: { limit: 50, windowMinutes: 60, blockMinutes: 60 },
  mailAccount: { limit: 5, windowMinutes: 60, blockMinutes: 60 },
  mailAddress: { limit: 200, windowMinutes: 60, blockMinutes: 60 },
} satisfies Record<string, RateRule>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt against `key` in a single statement (so parallel attempts cannot slip past the
 * limit) and says whether it may go ahead. A blocked key is not counted further. Answers the seconds to
 * wait when refused.
 */
export async function consumeAttempt(db: Db, key: string, rule: RateRule, now: Date): Promise<number | null> {
  const windowFloor = addMinutes(now, -rule.windowMinutes);
  const blockUntil = addMinutes(now, rule.blockMinutes);
  const { windowStart, count, blockedUntil } = rateLimits;
  const blocked = sql`(${blockedUntil} is not null and ${blockedUntil} > ${at(now)})`;
  // Checked only once `blocked` is false: a block still recorded then has run out, so counting starts over.
  const fresh = sql`(${windowStart} <= ${at(windowFloor)} or ${blockedUntil} is not null)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${blocked} then ${windowStart} when ${fresh} then ${at(now)} else ${windowStart} end`,
        count: sql`case when ${blocked} then ${count} when ${fresh} then 1 else ${count} + 1 end`,
        blockedUntil: sql`case when ${blocked} then ${blockedUntil}
          when not ${fresh} and ${count} + 1 > ${rule.limit} then ${at(blockUntil)} else null end`,
      },
    })
    .returning({ blockedUntil: rateLimits.blockedUntil });
  if (!row?.blockedUntil || row.blockedUntil <= now) return null;
  return Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000);
}

/** Takes back an attempt that turned out right: an address keeps its other counts, an account starts over. */
export async function forgiveAttempt(
  db: Db,
  key: string,
  scope: 'account' | 'address',
  now: Date,
): Promise<void> {
  const notBlocked = or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now));
  if (scope === 'account') {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), notBlocked));
    return;
  }
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), notBlocked));
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/** Counts an attempt against every key and refuses (without doing the work) when any is over its limit. */
export async function limitAttempts(
  db: Db,
  checks: Array<[key: string, rule: RateRule]>,
  now: Date,
): Promise<void> {
  let wait = 0;
  for (const [key, rule] of checks) {
    const seconds = await consumeAttempt(db, key, rule, now);
    if (seconds !== null) wait = Math.max(wait, seconds);
  }
  if (wait > 0) throw tooManyAttempts(wait);
}

export const rateKeys = {
  signInAccount: (oid: string, eid: string) => `sign-in:account:${oid}:${eid}`,
  signInAddress: (ip: string) => `sign-in:address:${ip}`,
  codeAccount: (oid: string, eid: string) => `code:account:${oid}:${eid}`,
  codeAddress: (ip: string) => `code:address:${ip}`,
  mailAccount: (oid: string, eid: string) => `mail:account:${oid}:${eid}`,
  mailAddress: (ip: string) => `mail:address:${ip}`,
};

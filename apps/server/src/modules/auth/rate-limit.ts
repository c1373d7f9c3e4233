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
 * The limits that refuse. Failures are counted per account *and address*: whoever guesses a learner's
 * password or code from one address is stopped there, while the learner, from anywhere else, is not
 * (a limit per account alone let anyone lock a classmate out on exam day). Per address they stop one
 * machine trying many accounts, set high because a campus or a mobile carrier puts hundreds of learners
 * behind one address. Only attempts that fail are left counted.
 */
export const rateRules = {
  signInAccountAddress: { limit: 5, windowMinutes: 15, blockMinutes: 15 },
  signInAddress: { limit: 100, windowMinutes: 15, blockMinutes: 15 },
  codeAccountAddress: { limit: 10, windowMinutes: 60, blockMinutes: 60 },
  codeAddress: { limit: 50, windowMinutes: 60, blockMinutes: 60 },
  mailAccountAddress: { limit: 5, windowMinutes: 60, blockMinutes: 60 },
  mailAddress: { limit: 200, windowMinutes: 60, blockMinutes: 60 },
  /** Over the account's mail ceiling, one more reset mail every 10 minutes at most, whoever asks. */
  mailAccountSpacing: { limit: 1, windowMinutes: 10, blockMinutes: 10 },
  /*
   * A staff account's second factor. Whoever guesses codes already has the password, so the account
   * itself is refused past its limit from every address together (not merely slowed, as a learner's
   * is): at most 10 codes an hour, each matching one of 3 in a million (a step either side), so a
   * chance of about 3 in 100,000 an hour.
   */
  secondFactorAccountAddress: { limit: 5, windowMinutes: 15, blockMinutes: 15 },
  secondFactorAccount: { limit: 10, windowMinutes: 60, blockMinutes: 60 },
  secondFactorAddress: { limit: 50, windowMinutes: 60, blockMinutes: 60 },
} satisfies Record<string, RateRule>;

/** Attempts on one account from every address together, over which it is slowed (never refused). */
export interface CeilingRule {
  ceiling: number;
  windowMinutes: number;
}

export const accountCeilings = {
  signIn: { ceiling: 10, windowMinutes: 15 },
  code: { ceiling: 10, windowMinutes: 60 },
  mail: { ceiling: 5, windowMinutes: 60 },
} satisfies Record<string, CeilingRule>;

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

/**
 * Takes back an attempt that turned out right. A key of one account (on one address) starts over; a key
 * many share (an address, an account's ceiling over every address) gives back only this attempt, so
 * the failures of others stay counted.
 */
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

/**
 * Counts one attempt against `key` in its window (a window that has passed starts over) and answers
 * the count, this attempt included. Counts that only slow things down never block.
 */
export async function countAttempt(db: Db, key: string, windowMinutes: number, now: Date): Promise<number> {
  const { windowStart, count } = rateLimits;
  const fresh = sql`(${windowStart} <= ${at(addMinutes(now, -windowMinutes))})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${fresh} then ${at(now)} else ${windowStart} end`,
        count: sql`case when ${fresh} then 1 else ${count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
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
  signInAccountAddress: (oid: string, eid: string, ip: string) =>
    `sign-in:account-address:${oid}:${eid}:${ip}`,
  signInAccount: (oid: string, eid: string) => `sign-in:account:${oid}:${eid}`,
  signInAddress: (ip: string) => `sign-in:address:${ip}`,
  codeAccountAddress: (oid: string, eid: string, ip: string) => `code:account-address:${oid}:${eid}:${ip}`,
  codeAccount: (oid: string, eid: string) => `code:account:${oid}:${eid}`,
  codeAddress: (ip: string) => `code:address:${ip}`,
  mailAccountAddress: (oid: string, eid: string, ip: string) => `mail:account-address:${oid}:${eid}:${ip}`,
  mailAccount: (oid: string, eid: string) => `mail:account:${oid}:${eid}`,
  mailAccountSpacing: (oid: string, eid: string) => `mail:account-spacing:${oid}:${eid}`,
  mailAddress: (ip: string) => `mail:address:${ip}`,
  secondFactorAccountAddress: (userId: string, ip: string) => `second-factor:account-address:${userId}:${ip}`,
  secondFactorAccount: (userId: string) => `second-factor:account:${userId}`,
  secondFactorAddress: (ip: string) => `second-factor:address:${ip}`,
};

import type { Db } from '../../platform/db.ts';
import { type CeilingRule, countAttempt } from './rate-limit.ts';

/** However many attempts an account sees, one never waits longer than this. */
export const MAX_SLOWDOWN_SECONDS = 10;

/**
 * The wait of one attempt on an account: a second for each attempt past the ceiling, up to 10 seconds.
 * Under the ceiling (every learner who mistypes a few times) there is no wait at all.
 */
export function slowdownSeconds(attempts: number, rule: CeilingRule): number {
  return Math.min(MAX_SLOWDOWN_SECONDS, Math.max(0, attempts - rule.ceiling));
}

/** The waiting itself, on an object so that tests can watch it instead of waiting. */
export const slowdown = {
  wait(seconds: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  },
};

/**
 * Counts an attempt on an account from any address and, once the account is past its ceiling, makes
 * this attempt wait before it is checked. Guessing from many addresses gets slower for every guess; the
 * learner still gets in (a few seconds later), because the account itself is never refused. Answers
 * the seconds waited.
 */
export async function slowDownAccount(db: Db, key: string, rule: CeilingRule, now: Date): Promise<number> {
  const seconds = slowdownSeconds(await countAttempt(db, key, rule.windowMinutes, now), rule);
  if (seconds > 0) await slowdown.wait(seconds);
  return seconds;
}

import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { consumeAttempt, type RateRule } from '../auth/index.ts';

/**
 * Upload addresses one account may ask for, whatever they are for: far above a learner's pace (an
 * exam's file questions, an application's documents), low enough that a script cannot fill the store.
 */
export const uploadRule = { limit: 30, windowMinutes: 10, blockMinutes: 10 } satisfies RateRule;

/** Counts one request against `key` and refuses it (429) past `rule`, saying what and how long to wait. */
export async function limitPerAccount(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date,
  message: (minutes: number) => string,
): Promise<void> {
  const wait = await consumeAttempt(db, key, rule, now);
  if (wait !== null) throw new AppError('RATE_LIMITED', message(Math.max(1, Math.ceil(wait / 60))));
}

/** Counts one upload address of the account and refuses it (429) past the rule. */
export function limitUploads(db: Db, oid: string, eid: string, now: Date): Promise<void> {
  return limitPerAccount(db, `upload:${oid}:${eid}`, uploadRule, now, uploadLimitMessages.tooManyUploads);
}

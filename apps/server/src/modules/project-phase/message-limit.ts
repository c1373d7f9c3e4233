import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { limitAttempts, type RateRule } from '../auth/index.ts';

/**
 * Project messages and upload addresses one account may ask for: far above a learner's pace, low
 * enough that a script cannot flood a thread or fill the store. Per account, shared by every server.
 */
export const messageRules = {
  message: { limit: 30, windowMinutes: 10, blockMinutes: 10 },
  upload: { limit: 20, windowMinutes: 10, blockMinutes: 10 },
} satisfies Record<string, RateRule>;

/** Counts one message (or upload address) of the learner and refuses it (429) past its rule. */
export function limitProjectWrites(
  db: Db,
  user: SessionUser,
  kind: keyof typeof messageRules,
  now: Date,
): Promise<void> {
  return limitAttempts(db, [[`project:${kind}:${user.oid}:${user.eid}`, messageRules[kind]]], now);
}

import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { limitAttempts, type RateRule } from '../auth/index.ts';

/**
 * Questions and answers one account may post: plenty for a learner taking part (one every 20 seconds
 * for ten minutes), few enough that a script cannot flood a batch's discussion. Per account, since a
 * campus puts many learners behind one address; counted in PostgreSQL so every server shares it.
 */
export const postingRule: RateRule = { limit: 30, windowMinutes: 10, blockMinutes: 10 };

/** Counts one post by the learner and refuses it (429) past the rule, before anything is written. */
export function limitPosting(db: Db, user: SessionUser, now: Date): Promise<void> {
  return limitAttempts(db, [[`discussion:post:${user.oid}:${user.eid}`, postingRule]], now);
}

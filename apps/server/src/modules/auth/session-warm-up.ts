import type { Db } from '../../platform/db.ts';
import type { SessionCache } from './session-cache.ts';
import { findSessionsSeenSince } from './session-store.ts';
import type { SessionTouches } from './session-touches.ts';

/**
 * Sessions seen within this long are read in: a session in use has its last-seen time written at
 * least once a minute (sessions-plugin.ts), so two minutes holds every learner sitting an exam.
 */
export const WARM_SEEN_WITHIN_MS = 2 * 60_000;
/** At most this many, the latest seen first: the cache's own bound is larger. */
export const MOST_WARMED = 50_000;

/**
 * Fills an empty session cache with the sessions seen lately, in one statement, when this server starts
 * listening for ended sessions (at its start, and again after the database came back): without it, a
 * server that starts mid-exam behind a balancer read each learner's session on their first poll, and
 * thousands of such reads in the same second held every answer up by seconds (the exam-failover bench,
 * ADR 0059). Rows read are trusted as a request's own read is; a session that ended anywhere while the
 * statement ran is not stored (the cache's generation). Answers how many were read in.
 */
export async function warmSessions(
  db: Db,
  cache: SessionCache,
  touches: SessionTouches,
  nowMs: number,
): Promise<number> {
  const generation = cache.generation;
  const found = await findSessionsSeenSince(db, new Date(nowMs - WARM_SEEN_WITHIN_MS), MOST_WARMED);
  for (const each of found) cache.set(touches.withUnwritten(each), nowMs, generation);
  return found.length;
}

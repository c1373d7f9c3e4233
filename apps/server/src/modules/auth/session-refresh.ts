import type { Db } from '../../platform/db.ts';
import type { SessionCache } from './session-cache.ts';
import { findSessionsById } from './session-store.ts';
import type { SessionTouches } from './session-touches.ts';

/**
 * How often the sessions in use are read again, and how long before their trust ends. Five times a
 * second, each reading is a fifth as long: at 10,000 learners one a second read some 410 rows, and
 * storing them held the event loop up 8 to 19 ms every second, where the exam's requests waited (ADR 0059).
 */
export const REFRESH_EVERY_MS = 200;
const REFRESH_AHEAD_MS = 2_000;

/**
 * Reads again, in one statement, the cached sessions that requests are being answered from and whose
 * trust ends within the next two seconds, so that no request waits for a session read: on exam day the
 * polls that did (one learner in twenty each second, as 3,000 entries ended at their random moments)
 * were the polls' whole tail (ADR 0059). A row read is trusted from the moment before its reading, as
 * a request's own read is; a session whose row is gone is dropped; a session that ended anywhere while
 * the statement ran is not stored again (the cache's generation). Sessions nobody used since their
 * last read are left to end.
 */
export async function refreshSessions(
  db: Db,
  cache: SessionCache,
  touches: SessionTouches,
  nowMs: number,
): Promise<void> {
  const due = cache.dueForRefresh(nowMs + REFRESH_AHEAD_MS);
  if (due.length === 0) return;
  const generation = cache.generation;
  const found = await findSessionsById(db, due);
  const gone = new Set(due);
  for (const each of found) {
    gone.delete(each.session.id);
    cache.set(touches.withUnwritten(each), nowMs, generation);
  }
  for (const id of gone) cache.drop(id);
}

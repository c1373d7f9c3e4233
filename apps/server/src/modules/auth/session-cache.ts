import { isDeepStrictEqual } from 'node:util';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { cachesOf } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionRow, UserRow } from './session-store.ts';

/**
 * How long a session read from the database is trusted without reading it again, at the most. Each
 * entry is trusted for a random time between half of it and all of it, so that sessions read together
 * (every learner's first poll when an exam starts) are not all read again in the same second.
 */
export const SESSION_CACHE_MS = 30_000;
/** More sessions than this and the oldest are dropped; each entry is a few hundred bytes. */
const MAX_ENTRIES = 100_000;
/**
 * The channel on which a server tells every server that sessions have ended or an account's rights
 * changed (`announceAccountChanged`).
 */
export const SESSIONS_ENDED_CHANNEL = 'aula_sessions_ended';

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
  /** The account's staff roles (ADR 0066); a change of them ends the account's sessions. */
  grants: StaffGrant[];
}

interface Entry extends CachedSession {
  readAt: number;
  trustedUntil: number;
  /** A request was answered from it since it was read: it is worth reading again before it ends. */
  used: boolean;
}

/**
 * The sessions this server read lately, by session id, so that a signed-in call (the exam's
 * server-time poll, an answer save) costs no session read. Ending a session forgets it here at once
 * and, through NOTIFY, on every other server within milliseconds; an entry is trusted for at most
 * SESSION_CACHE_MS in any case (ADR 0029). Not a ReadCache (platform/read-cache.ts): a lookup here is
 * synchronous (the server-time lane answers before Fastify, ADR 0057), each entry has a trust of its
 * own, entries in use are read again before it ends, and last-seen times are written into them.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /**
   * The cached sessions of each account, so that forgetting an account (a grant of extra time, new
   * roles: some a second on exam day) does not look through every learner's entry.
   */
  readonly #sessionsOfUser = new Map<string, Set<string>>();
  /**
   * Moves on at every forget. A lookup notes it before reading the database and stores what it read
   * only if it has not moved: a row read just before a sign-out is never cached after it.
   */
  generation = 0;

  get(sessionId: string, nowMs: number): CachedSession | null {
    const entry = this.#entries.get(sessionId);
    if (!entry) return null;
    if (nowMs >= entry.trustedUntil || nowMs < entry.readAt) {
      this.#delete(sessionId);
      return null;
    }
    entry.used = true;
    return entry;
  }

  set(found: CachedSession, nowMs: number, generation: number): void {
    if (generation !== this.generation) return;
    const sessionId = found.session.id;
    const kept = this.#entries.get(sessionId);
    this.#delete(sessionId);
    const trustedFor = SESSION_CACHE_MS * (1 - Math.random() / 2);
    this.#entries.set(sessionId, {
      ...keptWhereEqual(kept, found),
      readAt: nowMs,
      trustedUntil: nowMs + trustedFor,
      used: false,
    });
    const userId = found.user.id;
    const ofUser = this.#sessionsOfUser.get(userId);
    if (ofUser) ofUser.add(sessionId);
    else this.#sessionsOfUser.set(userId, new Set([sessionId]));
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#delete(oldest);
    }
  }

  /**
   * The sessions to read again now, so that no request waits for their reading (session-refresh.ts):
   * those a request was answered from since they were read, whose trust ends before `untilMs`.
   */
  dueForRefresh(untilMs: number): string[] {
    const due: string[] = [];
    for (const [id, entry] of this.#entries) if (entry.used && entry.trustedUntil <= untilMs) due.push(id);
    return due;
  }

  /** Drops one entry: its row is gone (the session ended; its announcement may still be on its way). */
  drop(sessionId: string): void {
    this.#delete(sessionId);
  }

  /** Keeps the entry's read time: a newer last-seen is not a fresher read of the rest. */
  touch(sessionId: string, lastSeenAt: Date): void {
    const entry = this.#entries.get(sessionId);
    if (entry) entry.session = { ...entry.session, lastSeenAt };
  }

  /** `payload` as sent on SESSIONS_ENDED_CHANNEL: `s:<session id>` or `u:<user id>`. */
  forget(payload: string): void {
    this.generation += 1;
    const id = payload.slice(2);
    if (payload.startsWith('s:')) this.#delete(id);
    else if (payload.startsWith('u:')) {
      for (const sessionId of this.#sessionsOfUser.get(id) ?? []) this.#delete(sessionId);
    } else this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.#entries.clear();
    this.#sessionsOfUser.clear();
  }

  #delete(sessionId: string): void {
    const entry = this.#entries.get(sessionId);
    if (!entry) return;
    this.#entries.delete(sessionId);
    const ofUser = this.#sessionsOfUser.get(entry.user.id);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) this.#sessionsOfUser.delete(entry.user.id);
  }
}

/**
 * A session read again, with the rows already cached wherever the new reading equals them: the new
 * rows then die young, where replacing the long-lived ones left them as garbage for the next full
 * collection, whose pauses are the exam polls' tail (ADR 0058's amendment).
 */
function keptWhereEqual(kept: CachedSession | undefined, found: CachedSession): CachedSession {
  if (!kept) return found;
  return {
    session: isDeepStrictEqual(kept.session, found.session) ? kept.session : found.session,
    user: isDeepStrictEqual(kept.user, found.user) ? kept.user : found.user,
    grants: isDeepStrictEqual(kept.grants, found.grants) ? kept.grants : found.grants,
  };
}

/**
 * Forgets ended sessions here at once, and tells every other server on the database. The session cache
 * is the sessions plugin's own; it hears this through the app's cache registry (ADR 0051).
 */
export async function announceSessionsEnded(db: Db, payload: `s:${string}` | `u:${string}`): Promise<void> {
  await cachesOf(db).announce(SESSIONS_ENDED_CHANNEL, payload);
}

/**
 * The account's rights changed (its roles, an enrolment, its name as sessions carry it): every server
 * forgets what it holds of the account (its sessions, the exam poll's access decisions), so the
 * account's next request on any server reads them again, whatever their time to live. The one
 * announcement for it, made after the change commits.
 */
export function announceAccountChanged(db: Db, userId: string): Promise<void> {
  return announceSessionsEnded(db, `u:${userId}`);
}

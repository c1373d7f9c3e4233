import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/** How often the last-seen times noted since the last write are written, all in one statement. */
export const TOUCH_WRITE_EVERY_MS = 1_000;

/**
 * Last-seen times on their way to the sessions table. A session's last-seen time moves at most once a
 * minute (sessions-plugin.ts), and the request that moves it does not wait for the write: on exam day
 * 3,000 learners polling once a second would otherwise make some 50 commits a second, each waiting
 * for a flush of the write-ahead log inside a poll. The times are noted here and written together, in
 * one statement of a transaction that does not wait for its commit to reach the disk (ADR 0054): a
 * last-seen time lost in a crash only lets an idle session end up to a minute and a second earlier.
 */
export class SessionTouches {
  readonly #db: Db;
  #noted = new Map<string, Date>();
  /** The times of the write on its way, until it has committed. */
  #sending = new Map<string, Date>();
  #writing: Promise<void> = Promise.resolve();

  constructor(db: Db) {
    this.#db = db;
  }

  note(sessionId: string, lastSeenAt: Date): void {
    this.#noted.set(sessionId, lastSeenAt);
  }

  /**
   * A session as just read from the table, with the last-seen time noted here and not yet written when
   * that is newer: this server may have seen the learner since the table was last written.
   */
  withUnwritten<Found extends { session: { id: string; lastSeenAt: Date } }>(found: Found): Found {
    const unwritten = this.#noted.get(found.session.id) ?? this.#sending.get(found.session.id);
    if (unwritten && unwritten > found.session.lastSeenAt) found.session.lastSeenAt = unwritten;
    return found;
  }

  /** Writes what was noted (one write at a time); a last-seen time never moves back. */
  write(): Promise<void> {
    // A failed write was reported to whoever awaited it; the next one goes ahead all the same.
    this.#writing = this.#writing.catch(() => {}).then(() => this.#writeNoted());
    return this.#writing;
  }

  async #writeNoted(): Promise<void> {
    if (this.#noted.size === 0) return;
    this.#sending = this.#noted;
    this.#noted = new Map();
    const touches = [...this.#sending].map(([id, at]) => ({ id, at: at.toISOString() }));
    try {
      await this.#db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.execute(sql`
          update sessions set last_seen_at = touch.at
          from jsonb_to_recordset(${JSON.stringify(touches)}::jsonb) as touch(id text, at timestamptz)
          where sessions.id = touch.id and sessions.last_seen_at < touch.at`);
      });
    } finally {
      this.#sending = new Map();
    }
  }
}

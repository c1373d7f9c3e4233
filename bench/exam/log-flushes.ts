import postgres from 'postgres';

/**
 * PostgreSQL's flushes of its write-ahead log over a part of the run: every answer save's statement
 * commits, and its commit waits for one (ADR 0054 gathers saves so that several share it). From
 * `pg_stat_wal`, which counts for the whole PostgreSQL server, so other databases' writes would be in it.
 */
export interface LogFlushes {
  flushes: number;
  /** Their time together, in milliseconds; absent when PostgreSQL would not time them for the bench. */
  flushMs?: number;
  /** Bytes of log written. */
  bytes: number;
}

interface WalCounters {
  flushes: number;
  flushMs: number;
  bytes: number;
}

/**
 * Has PostgreSQL time the log's flushes made by sessions of the bench's database (`track_wal_io_timing`,
 * a superuser's setting): each commit's flush is made by the session that commits. Call it before the
 * Aula server connects. Answers whether the timing is on; the flushes are counted either way.
 */
export async function timeLogFlushes(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(name)) return false;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`alter database ${name} set track_wal_io_timing = on`);
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function readWal(url: string): Promise<WalCounters | undefined> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // A fresh connection sees the statistics as they are now (they are a snapshot per transaction).
    const [row] = await sql<{ wal_sync: string; wal_sync_time: number; wal_bytes: string }[]>`
      select wal_sync, wal_sync_time, wal_bytes from pg_stat_wal`;
    return row && { flushes: Number(row.wal_sync), flushMs: row.wal_sync_time, bytes: Number(row.wal_bytes) };
  } catch {
    // pg_stat_wal is PostgreSQL 14's and later.
    return undefined;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export function logFlushesBetween(
  before: WalCounters | undefined,
  after: WalCounters | undefined,
  timed: boolean,
): LogFlushes | undefined {
  if (!before || !after) return undefined;
  return {
    flushes: after.flushes - before.flushes,
    ...(timed ? { flushMs: after.flushMs - before.flushMs } : {}),
    bytes: after.bytes - before.bytes,
  };
}

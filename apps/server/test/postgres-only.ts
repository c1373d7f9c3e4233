import { sql } from 'drizzle-orm';
import { describe } from 'vitest';
import type { Db } from '../src/platform/db.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Why a suite did not run here; `skipped-suites-reporter.ts` prints it after the run. */
    skippedBecause?: string;
  }
}

/**
 * A suite that needs a real PostgreSQL server (two servers on one database, LISTEN/NOTIFY between
 * processes): it runs when DATABASE_URL is set, as `.ci/run` requires; on PGlite it is skipped and the
 * run's closing lines say which suite and why, so a skip is never silent.
 */
export function describeOnPostgres(name: string, needs: string, suite: () => void): void {
  const skippedBecause = process.env.DATABASE_URL
    ? undefined
    : `needs PostgreSQL (${needs}); PGlite is one process. Set DATABASE_URL to run it.`;
  describe(name, { skip: skippedBecause !== undefined, meta: { skippedBecause } }, suite);
}

/** How many statements of this database wait for a lock, whose text contains `text`. */
export async function statementsWaitingForLock(db: Db, text: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock' and position(${text} in query) > 0`);
  return row?.count ?? 0;
}

import { describe } from 'vitest';

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

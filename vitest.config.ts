import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests; each project keeps its own config. The
// second reporter lists, after the run, the suites skipped for a stated reason (PostgreSQL-only suites
// on PGlite).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    reporters: ['default', './apps/server/test/skipped-suites-reporter.ts'],
    // One file more at a time than the machine has cores (Vitest's own default is one fewer): the
    // server suites spend much of their time waiting on PostgreSQL, and with one file at a time a
    // two-core machine sat 42 % idle. The whole run took 21.3 min so, 15.3 min with three (ADR 0065).
    maxWorkers: availableParallelism() + 1,
  },
});

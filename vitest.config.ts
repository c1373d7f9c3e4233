import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests; each project keeps its own config. The
// second reporter lists, after the run, the suites skipped for a stated reason (PostgreSQL-only suites
// on PGlite).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    reporters: ['default', './apps/server/test/skipped-suites-reporter.ts'],
  },
});

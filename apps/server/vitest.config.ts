import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for what another connection or server does, which on a busy machine (several test
    // files at once on two cores) takes more than Vitest's default second. Kept under the 15 s the
    // shortest-lived cache a poll watches (a course's structure) may trust an entry, so a poll that
    // waits for a change to be announced cannot pass by the entry running out instead.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers,
    // Run from this folder, the run also ends naming the suites skipped and why (the root config has it too).
    reporters: ['default', './test/skipped-suites-reporter.ts'],
  },
});

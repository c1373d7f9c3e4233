import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Run from this folder, the run also ends naming the suites skipped and why (the root config has it too).
    reporters: ['default', './test/skipped-suites-reporter.ts'],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Each file runs in a VM context of its own inside a worker thread, not in a process of its own
    // with jsdom set up anew: that setup was a quarter of the project's time, and the project took
    // 8.7 min on a two-core machine with forks against 3.4 min with this (ADR 0065).
    pool: 'vmThreads',
    maxWorkers,
    // A screen's first render (jsdom, Material UI, the route's lazy chunks) takes seconds on a busy
    // two-core machine; 5 s timed out there. A broken test still fails, later.
    testTimeout: 30_000,
  },
});

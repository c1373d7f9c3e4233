import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // A screen's first render (jsdom, Material UI, the route's lazy chunks) takes seconds on a busy
    // two-core machine; 5 s timed out there. A broken test still fails, later.
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});

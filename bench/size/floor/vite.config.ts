import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Built like the web app for production (same Vite, minifier and target), into bench/.tmp/floor.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../../.tmp/floor', import.meta.url)),
    emptyOutDir: true,
    target: 'es2023',
    rolldownOptions: {
      // Material UI marks its modules "use client"; that means nothing to a client-only bundle
      // (the web app's React plugin drops the same warning).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
});

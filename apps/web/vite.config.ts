import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The API server (apps/server) listens on port 3000 in development; it also serves /media and /healthz.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/files': apiServer,
      '/healthz': apiServer,
    },
  },
  build: {
    target: 'es2023',
    // Images stay files (served precompressed and cached) instead of swelling the JavaScript.
    assetsInlineLimit: 0,
  },
});

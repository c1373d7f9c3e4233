import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadStartChunks } from './build/preload-start-chunks.ts';
import { startChunkGroups } from './build/start-chunks.ts';

// The API server (apps/server) listens on port 3000 in development; it also serves /media and /healthz.
const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadStartChunks(), precompress()],
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/files': apiServer,
      '/healthz': apiServer,
    },
  },
  // The server-side build (the pages' prerenderer, dist-ssr/) carries its libraries with it,
  // so the API server runs it without the web app's dependencies.
  // jsdom (the DOM DOMPurify sanitises in on the server) stays the server's own dependency.
  ssr: { noExternal: true, external: ['jsdom'] },
  build: {
    target: 'es2023',
    // No preload helper: it put a <link rel="modulepreload"> in the document for every chunk a dynamic
    // import needs, some thirty at once when a page's code loads, a long task on a slow phone; the
    // browser fetches a chunk's imports itself (ADR 0060). index.html still names the start-up chunks.
    modulePreload: false,
    // Images stay files (served precompressed and cached) instead of swelling the JavaScript.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The browser's entry exports nothing anyone imports (inlining below needs that said); the
      // prerenderer's entry keeps the exports the server calls.
      preserveEntrySignatures: isSsrBuild ? 'exports-only' : false,
      output: {
        // main.tsx's start-up steps, a chunk each (the server-side build has none of these modules).
        codeSplitting: {
          groups: startChunkGroups([
            // The entry's own imports (its early API calls), so that it needs none of the larger chunks.
            { name: 'entry', module: fileURLToPath(new URL('./src/main.tsx', import.meta.url)) },
            { name: 'i18n', module: fileURLToPath(new URL('./src/lib/i18n.ts', import.meta.url)) },
            {
              name: 'react-dom',
              module: fileURLToPath(new URL('./src/lib/react-dom-client.ts', import.meta.url)),
            },
            { name: 'theme', module: fileURLToPath(new URL('./src/app/theme.ts', import.meta.url)) },
            { name: 'start', module: fileURLToPath(new URL('./src/start-app.tsx', import.meta.url)) },
          ]),
          // A shared chunk under 20 KB (of source) is copied into the chunks that import it, with one
          // state through Rolldown's registry, instead of being a request of its own: a signed-in page
          // asked for some 55 scripts, many of a few hundred bytes, in waves of six (ADR 0060).
          experimentalInlineCommonChunks: { maxSize: isSsrBuild ? 0 : 20_000 },
        },
      },
    },
  },
}));

import { enableCompileCache } from 'node:module';

// Node's compile cache first (ADR 0102), so that every module after it (the server's TypeScript and the
// packages it loads) is read from the code cached on disk by the last start, not stripped and compiled
// again: a server restarted mid-exam shares its core with the one carrying every learner. Static imports
// are all compiled before any module runs, so the rest comes by a dynamic import, once the cache is on.
enableCompileCache();
await import('./start-server.ts');

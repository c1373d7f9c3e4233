import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const benchRoot = fileURLToPath(new URL('../', import.meta.url));
/** Build output and scratch files; ignored by git. */
export const tmpFolder = fileURLToPath(new URL('../.tmp/', import.meta.url));
export const resultsFolder = fileURLToPath(new URL('../results/', import.meta.url));
export const serverMain = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
export const webDist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

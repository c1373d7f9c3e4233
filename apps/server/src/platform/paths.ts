import { fileURLToPath } from 'node:url';

/** Folders of the repository, resolved from this file so the server behaves the same from any cwd. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));
export const webDistFolder = fileURLToPath(new URL('../../../web/dist', import.meta.url));
export const demoContentFolder = fileURLToPath(new URL('../../../../content/demo', import.meta.url));

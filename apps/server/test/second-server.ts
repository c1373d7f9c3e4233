import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/platform/db.ts';
import { createLocalFileStore } from '../src/platform/local-file-store.ts';
import { type TestApp, testConfig } from './test-app.ts';

export interface SecondServer {
  app: FastifyInstance;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/**
 * A second Aula server on the test app's PostgreSQL database and clock, as behind a load balancer
 * (for suites of `describeOnPostgres`), ready to take requests.
 */
export async function startSecondServer(
  first: TestApp,
  overrides: Partial<Record<string, string>> = {},
): Promise<SecondServer> {
  if (!first.database.url) throw new Error('the test database has no address');
  const files = await mkdtemp(join(tmpdir(), 'aula-second-server-'));
  const app = await buildApp({
    config: testConfig(overrides),
    database: openPostgres(first.database.url, 2),
    files: createLocalFileStore(files, { clock: first.clock }),
    clock: first.clock,
    serveWebApp: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await rm(files, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverTimeDelayMs } from '@aula/contract/assessment-limits';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../src/app.ts';
import type { PollPace } from '../src/modules/assessments/index.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import { type Database, openPglite, openPostgres } from '../src/platform/db.ts';
import type { FileStore } from '../src/platform/file-store.ts';
import { createLocalFileStore } from '../src/platform/local-file-store.ts';
import { createTestClock, type TestClock } from './test-clock.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const name = `aula_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = openPostgres(testUrl.toString(), 5);
  await database.migrate();
  return {
    ...database,
    url: testUrl.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  /** `url` is the PostgreSQL database's address (not set on PGlite), for a second server on it. */
  database: Database & { url?: string };
  /** The app's file store, in a temporary folder removed when the app closes. */
  files: FileStore;
  /** The app's one clock: tests stop or move it here (and `reset` it after). */
  clock: TestClock;
  /** The server-time polls' pace: the spec's second until a test sets it (a measured one would follow the test machine's load). */
  pollPace: TestPollPace;
}

export interface TestPollPace extends PollPace {
  set(delayMs: number): void;
}

function createTestPollPace(): TestPollPace {
  let delay = serverTimeDelayMs;
  return {
    delayMs: () => delay,
    set(delayMs) {
      delay = delayMs;
    },
    close() {},
  };
}

/**
 * The whole server on a fresh database, called through `app.inject`; close it in `afterAll`. Every
 * answer of a contract operation is also checked against the contract's zod schema.
 */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: {
    webFolder?: string;
    /** Hooks a test adds to the app before it is ready (to see which requests reach Fastify). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesFolder = await mkdtemp(join(tmpdir(), 'aula-test-files-'));
  const clock = createTestClock();
  const pollPace = createTestPollPace();
  const files = createLocalFileStore(filesFolder, { clock });
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    files,
    clock,
    pollPace,
    // The web app only for a test that brings its own stand-in build.
    serveWebApp: options.webFolder !== undefined,
    ...(options.webFolder === undefined ? {} : { webFolder: options.webFolder }),
    checkResponses: true,
  });
  app.addHook('onClose', () => rm(filesFolder, { recursive: true, force: true }));
  options.beforeReady?.(app);
  await app.ready();
  return { app, database, files, clock, pollPace };
}

/** POSTs a JSON body to an operation, as the web app does. */
export function call(app: FastifyInstance, name: string, body: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

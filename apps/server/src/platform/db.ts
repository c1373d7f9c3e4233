import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from '../db/schema/index.ts';
import { migrationsFolder } from './paths.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe to call from several servers at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any server on this database),
   * and `onListen` each time listening (re)starts: notifications sent while it was down are lost, so
   * whoever caches must forget what they hold then. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Runs one SQL statement (`$1`, `$2`, ... for its parameters) as a prepared statement: parsed and
 * planned once per connection, then one round trip per call. Drizzle sends every query unprepared,
 * which with postgres.js costs two round trips (the statement is described first); the exam's hot
 * paths (ADR 0047) use this instead. Rows come back as objects by column name.
 */
export type PreparedRunner = (text: string, params: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The SQL of `column`, a moment, as whole milliseconds since 1970, for statements a PreparedRunner runs
 * (postgres.js leaves dates unparsed); null stays null.
 */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

const preparedRunners = new WeakMap<Db, PreparedRunner>();

/** The prepared-statement runner of a database handle opened by openPostgres or openPglite. */
export function preparedRunnerOf(db: Db): PreparedRunner {
  const runner = preparedRunners.get(db);
  if (!runner) throw new Error('This database handle was not opened by openPostgres or openPglite.');
  return runner;
}

/** Any number that is the same for every Aula server, so only one of them migrates at a time. */
const MIGRATION_LOCK = 7_240_815;

export function openPostgres(url: string, poolSize: number): Database {
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
  preparedRunners.set(db, (text, params) =>
    client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
  );
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One connection of its own, so the advisory lock and the migration share a session.
      const connection = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(drizzlePostgres({ client: connection, schema, casing: 'snake_case' }), {
          migrationsFolder,
        });
      } finally {
        await connection.end({ timeout: 5 });
      }
    },
    async listen(channel, onNotify, onListen) {
      const { unlisten } = await client.listen(channel, onNotify, onListen);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PGlite keeps its files in `dataDir`, or in memory when none is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(join(dataDir, 'pglite')) : await PGlite.create();
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  preparedRunners.set(
    db,
    async (text, params) => (await client.query<Record<string, unknown>>(text, [...params])).rows,
  );
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, onNotify, onListen) {
      const unlisten = await client.listen(channel, onNotify);
      onListen();
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

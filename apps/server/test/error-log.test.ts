import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema/auth.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import type { Database } from '../src/platform/db.ts';
import { createOrganisation, TEST_OID } from './factories.ts';
import { createTestDatabase, testConfig } from './test-app.ts';

// A query that fails carries its parameters (drizzle puts them in the message, PostgreSQL quotes some
// in its own): the log of a 500 keeps the SQL and the error's code, never a value.

let database: Database;
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let passwordHash: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisation(database.db);
  passwordHash = await hashPassword('Secret#2468');
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    serveWebApp: false,
    logDestination: { write: (line) => void lines.push(line) },
  });
  // Routes that fail the way the attacker's NUL did, and with a value PostgreSQL quotes in its message.
  app.post('/test/insert-nul', async () => {
    await database.db.insert(users).values({
      oid: TEST_OID,
      eid: 'nul@example.test',
      email: 'nul@example.test',
      name: 'Nu\u0000ll Learner',
      passwordHash,
    });
    return { ok: true };
  });
  app.post('/test/bad-number', async () => {
    await database.db.execute(sql`select ${'private-answer-4711'}::int`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

function failureLog(): Record<string, unknown> {
  const entry = lines.map((line) => JSON.parse(line)).find((each) => each.msg === 'request failed');
  expect(entry, 'a 500 is logged').toBeDefined();
  return entry;
}

describe('the log of a failed query', () => {
  it('names the SQL and the PostgreSQL code, not the parameters (a password hash, a name)', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/test/insert-nul' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    const entry = failureLog();
    const text = lines.join('\n');
    expect(text).not.toContain(passwordHash);
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('Learner');
    expect(text).not.toContain('nul@example.test');
    expect(entry.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: expect.stringContaining('insert into "users"'),
      cause: { code: '22021' },
    });
  });

  it("leaves out PostgreSQL's own message, which quotes the value it refused", async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/test/bad-number' });
    expect(response.statusCode).toBe(500);
    const entry = failureLog();
    expect(lines.join('\n')).not.toContain('private-answer-4711');
    expect(entry.err).toMatchObject({ cause: { code: '22P02' } });
  });

  it('leaves the calendar token and query strings out of request lines', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/calendar/SECRETTOKEN123.ics' });
    await app.inject({ method: 'GET', url: '/healthz?to=someone@example.test' });
    const text = lines.join('\n');
    expect(text).not.toContain('SECRETTOKEN123');
    expect(text).not.toContain('someone@example.test');
    expect(text).toContain('/calendar/(token)');
  });
});

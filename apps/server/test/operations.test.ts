import { tmpdir } from 'node:os';
import { defineOperation } from '@aula/contract/operation';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { operationsPlugin } from '../src/platform/api.ts';
import { appServices } from '../src/platform/app-services.ts';
import type { Database } from '../src/platform/db.ts';
import { installErrorHandler } from '../src/platform/error-handler.ts';
import { createLocalFileStore } from '../src/platform/local-file-store.ts';
import { createMailer } from '../src/platform/mailer.ts';
import type { SessionLookup } from '../src/platform/session-user.ts';
import { createTestDatabase, testConfig } from './test-app.ts';
import { createTestClock } from './test-clock.ts';

const learner: SessionLookup = {
  user: {
    sessionId: 's',
    userId: 'u',
    oid: 'TEST',
    eid: 'me@example.test',
    email: 'me@example.test',
    name: 'Me',
    role: 'learner',
    mustChangePassword: false,
    grants: [],
    secondFactor: false,
  },
  ended: false,
};

const Answer = z.object({
  name: z.string(),
  note: z.string().nullable(),
  count: z.number().int(),
  when: z.string().optional(),
  tags: z.record(z.string(), z.object({ ok: z.literal(true) })),
});
const publicOperation = defineOperation({
  name: 'testPublic',
  access: 'public',
  summary: 'test',
  body: z.object({ value: z.unknown() }),
  response: Answer,
});
const learnerOperation = defineOperation({
  name: 'testLearner',
  access: 'learner',
  summary: 'test',
  body: z.object({}),
  response: z.object({ eid: z.string() }),
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A bare app with the platform's plugins, a fake session lookup, and the two test operations. */
async function appWith(checkResponses: boolean, lookUpSession = vi.fn(async () => learner)) {
  const app: FastifyInstance = Fastify();
  installErrorHandler(app);
  const config = testConfig();
  await app.register(appServices, {
    db: database.db,
    config,
    files: createLocalFileStore(tmpdir()),
    mailer: createMailer(database.db, config),
    clock: createTestClock(),
  });
  app.decorate('lookUpSession', lookUpSession);
  // The test operations name no organisation.
  await app.register(operationsPlugin, { checkResponses, assertServedOrganisation: async () => {} });
  app.operation(publicOperation, async ({ body }) => body.value as z.output<typeof Answer>);
  app.operation(learnerOperation, async ({ user }) => ({ eid: user.eid }));
  return { app, lookUpSession };
}

const post = (app: FastifyInstance, name: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object });

describe('an operation answer', () => {
  it('is written by the contract: fields it does not declare never leave, null and optional kept', async () => {
    const { app } = await appWith(false);
    const value = {
      name: 'Asha',
      note: null,
      count: 3,
      tags: { a: { ok: true, hidden: 1 } },
      passwordHash: 'secret',
    };
    const response = await post(app, 'testPublic', { value });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"name":"Asha","note":null,"count":3,"tags":{"a":{"ok":true}}}');
    const withWhen = await post(app, 'testPublic', { value: { ...value, note: 'n', when: 'now' } });
    expect(withWhen.json()).toEqual({
      name: 'Asha',
      note: 'n',
      count: 3,
      when: 'now',
      tags: { a: { ok: true } },
    });
    await app.close();
  });

  it('fails the server tests when it breaks the contract, which the serializer alone would let through', async () => {
    const wrong = { name: 5, note: null, count: 1.5, tags: {} };
    const production = await appWith(false);
    // The serializer coerces what it is given: it writes JSON, it does not validate.
    expect((await post(production.app, 'testPublic', { value: wrong })).statusCode).toBe(200);
    await production.app.close();

    const tested = await appWith(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(tested.app, 'testPublic', { value: wrong });
    expect(response.statusCode).toBe(500);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('The answer of testPublic does not match the contract'),
    );
    error.mockRestore();
    await tested.app.close();
  });
});

describe('the session', () => {
  it('is not read for a public operation that does not ask, and read for a learner operation', async () => {
    const { app, lookUpSession } = await appWith(true);
    const value = { name: 'a', note: null, count: 1, tags: {} };
    expect((await post(app, 'testPublic', { value })).statusCode).toBe(200);
    expect(lookUpSession).not.toHaveBeenCalled();
    const response = await post(app, 'testLearner', {});
    expect(response.json()).toEqual({ eid: 'me@example.test' });
    expect(lookUpSession).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('answers 401 SESSION_EXPIRED for a learner operation when the cookie named an ended session', async () => {
    const { app } = await appWith(
      true,
      vi.fn(async () => ({ user: null, ended: true })),
    );
    const response = await post(app, 'testLearner', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
    await app.close();
  });
});

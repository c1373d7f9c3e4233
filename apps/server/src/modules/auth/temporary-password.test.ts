import type { Operation } from '@aula/contract/operation';
import { defineOperation } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import cookiePlugin from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createLearner,
  sessionCookieOf,
  signIn,
  TEST_OID,
  type TestAccount,
} from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { operationsPlugin } from '../../platform/api.ts';
import { appServices, servicesOf } from '../../platform/app-services.ts';
import { installErrorHandler } from '../../platform/error-handler.ts';
import { sessionsPlugin } from './sessions-plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const TEMPORARY = 'Temp@2026';
const CHOSEN = 'Mine#2468';

const newTemporaryAccount = () =>
  createLearner(t.database.db, { password: TEMPORARY, mustChangePassword: true, name: 'Chidi Okafor' });

const complete = (cookie: string | undefined, newPassword: string) =>
  call(t.app, 'auth/completeNewPassword', { newPassword }, cookie);

async function signInTemporary(account: TestAccount) {
  const response = await call(t.app, 'auth/signIn', {
    oid: TEST_OID,
    username: account.email,
    password: TEMPORARY,
  });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return { response, cookie };
}

describe('an account with a temporary password', () => {
  it('signs in with the NEW_PASSWORD_REQUIRED challenge and a session', async () => {
    const account = await newTemporaryAccount();
    const { response } = await signInTemporary(account);
    expect(response.statusCode).toBe(200);
    expect(response.json().challengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(response.json().user.mustChangePassword).toBe(true);
  });

  it('gets 403 PASSWORD_CHANGE_REQUIRED from every operation that needs a signed-in user', async () => {
    const account = await newTemporaryAccount();
    const { cookie } = await signInTemporary(account);
    const guarded = (Object.values(operations) as Operation[]).filter(
      (operation) => operation.access !== 'public',
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const operation of guarded) {
      const response = await call(t.app, operation.name, {}, cookie);
      expect(response.statusCode, operation.name).toBe(403);
      expect(response.json().error).toEqual({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Please change your temporary password first.',
      });
    }
  });

  it('gets 403 from a learner operation registered through the API layer', async () => {
    const account = await newTemporaryAccount();
    const { cookie } = await signInTemporary(account);
    const app = Fastify();
    installErrorHandler(app);
    await app.register(cookiePlugin);
    await app.register(appServices, servicesOf(t.app));
    // The test app's caches: a second registry would take its database handle's place (cachesOf).
    app.decorate('caches', t.app.caches);
    await app.register(sessionsPlugin);
    await app.register(operationsPlugin, { checkResponses: true, assertServedOrganisation: async () => {} });
    const echo = defineOperation({
      name: 'testOnlyEcho',
      access: 'learner',
      summary: 'test',
      body: z.object({}),
      response: z.object({ eid: z.string() }),
    });
    app.operation(echo, async ({ user }) => ({ eid: user.eid }));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/testOnlyEcho',
      headers: { cookie },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const learner = await createLearner(t.database.db);
    const learnerCookie = await signIn(t.app, learner.email, learner.password);
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/testOnlyEcho',
      headers: { cookie: learnerCookie },
      payload: {},
    });
    expect(allowed.json()).toEqual({ eid: learner.email });
    await app.close();
  });

  it('may still sign out', async () => {
    const account = await newTemporaryAccount();
    const { cookie } = await signInTemporary(account);
    expect((await call(t.app, 'auth/signOut', {}, cookie)).statusCode).toBe(200);
  });
});

describe('auth/completeNewPassword', () => {
  it("answers 'Please match the password type.' for a password outside the 8 to 16 rule", async () => {
    const account = await newTemporaryAccount();
    const { cookie } = await signInTemporary(account);
    const response = await complete(cookie, 'weakpassword');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Please match the password type.',
    });
  });

  it('refuses the temporary password itself', async () => {
    const account = await newTemporaryAccount();
    const { cookie } = await signInTemporary(account);
    const response = await complete(cookie, TEMPORARY);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Please choose a password different from your temporary one.',
    });
  });

  it('needs the session of a temporary-password sign-in', async () => {
    expect((await complete(undefined, CHOSEN)).statusCode).toBe(401);
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const response = await complete(cookie, CHOSEN);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('replaces the password, ends every session and starts a new one for this browser', async () => {
    const account = await newTemporaryAccount();
    const { cookie } = await signInTemporary(account);
    const { cookie: elsewhere } = await signInTemporary(account);
    const response = await complete(cookie, CHOSEN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ challengeName: null, user: { mustChangePassword: false } });
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);

    expect((await call(t.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(401);
    expect((await call(t.app, 'auth/currentUserInfo', {}, elsewhere)).statusCode).toBe(401);
    expect((await call(t.app, 'auth/currentUserInfo', {}, fresh)).statusCode).toBe(200);

    const again = await call(t.app, 'auth/signIn', {
      oid: TEST_OID,
      username: account.email,
      password: CHOSEN,
    });
    expect(again.json().challengeName).toBeNull();
    const old = await call(t.app, 'auth/signIn', {
      oid: TEST_OID,
      username: account.email,
      password: TEMPORARY,
    });
    expect(old.json().error.message).toBe('Invalid Password');
  });
});

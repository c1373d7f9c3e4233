import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLearner, TEST_OID } from '../../../test/factories.ts';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { buildApp } from '../../app.ts';
import { addMinutes } from '../../platform/clock.ts';
import { consumeAttempt, rateRules } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.reset();
});

function signInFrom(app: TestApp['app'], address: string, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signIn',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ oid: TEST_OID, username, password }),
  });
}

describe('sign-in attempts per account', () => {
  it('refuses the right password without checking it once 5 wrong ones were tried, across a restart', async () => {
    const learner = await createLearner(t.database.db);
    const limit = rateRules.signInAccount.limit;
    for (let attempt = 0; attempt < limit; attempt++) {
      const wrong = await signInFrom(t.app, `10.0.0.${attempt + 1}`, learner.email, 'Wrong#2468');
      expect(wrong.json().error.code).toBe('NOT_AUTHORIZED');
    }

    const verify = vi.spyOn(argon2, 'verify');
    const refused = await signInFrom(t.app, '10.0.1.1', learner.email, learner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect(verify).not.toHaveBeenCalled();

    // A second server on the same database (or this one after a restart) holds the same block.
    const sameDatabase = { ...t.database, close: async () => {} };
    const restartedClock = createTestClock();
    const restarted = await buildApp({
      config: testConfig(),
      database: sameDatabase,
      files: t.files,
      clock: restartedClock,
      serveWebApp: false,
    });
    onTestFinished(() => restarted.close());
    const again = await signInFrom(restarted, '10.0.2.1', learner.email, learner.password);
    expect(again.statusCode).toBe(429);
    expect(verify).not.toHaveBeenCalled();

    // Once the block has run out the right password works again.
    restartedClock.advance(16);
    const later = await signInFrom(restarted, '10.0.2.1', learner.email, learner.password);
    expect(later.statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('counts only failures: a success starts the account over', async () => {
    const learner = await createLearner(t.database.db);
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < rateRules.signInAccount.limit - 1; attempt++) {
        await signInFrom(t.app, '10.1.0.1', learner.email, 'Wrong#2468');
      }
      expect((await signInFrom(t.app, '10.1.0.1', learner.email, learner.password)).statusCode).toBe(200);
    }
  });

  it('limits attempts on an e-mail with no account just the same', async () => {
    for (let attempt = 0; attempt < rateRules.signInAccount.limit; attempt++) {
      await signInFrom(t.app, '10.2.0.1', 'ghost@example.test', 'Wrong#2468');
    }
    const refused = await signInFrom(t.app, '10.2.0.1', 'ghost@example.test', 'Wrong#2468');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('sign-in attempts per address', () => {
  it('refuses an address that has failed too often, for any account, with the password unchecked', async () => {
    const learner = await createLearner(t.database.db);
    const address = '192.0.2.7';
    for (let attempt = 0; attempt < rateRules.signInAddress.limit; attempt++) {
      const response = await signInFrom(t.app, address, `user${attempt}@example.test`, 'Wrong#2468');
      expect(response.json().error.code).toBe('USER_NOT_FOUND');
    }
    const verify = vi.spyOn(argon2, 'verify');
    const refused = await signInFrom(t.app, address, learner.email, learner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(verify).not.toHaveBeenCalled();
    // Another address is not affected.
    expect((await signInFrom(t.app, '192.0.2.8', learner.email, learner.password)).statusCode).toBe(200);
  });
});

describe('consumeAttempt', () => {
  it('lets exactly the limit through when attempts arrive all at once', async () => {
    const rule = { limit: 5, windowMinutes: 15, blockMinutes: 15 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeAttempt(t.database.db, 'test:parallel', rule, new Date())),
    );
    expect(results.filter((wait) => wait === null)).toHaveLength(5);
    expect(results.filter((wait) => wait !== null).every((wait) => (wait ?? 0) > 14 * 60)).toBe(true);
  });

  it('starts a new window once the old one has passed', async () => {
    const rule = { limit: 2, windowMinutes: 10, blockMinutes: 30 };
    const start = new Date();
    const attempt = (now: Date) => consumeAttempt(t.database.db, 'test:window', rule, now);
    expect(await attempt(start)).toBeNull();
    expect(await attempt(start)).toBeNull();
    const later = addMinutes(start, 11);
    expect(await attempt(later)).toBeNull();
    expect(await attempt(later)).toBeNull();
    expect(await attempt(later)).toBe(30 * 60);
  });
});

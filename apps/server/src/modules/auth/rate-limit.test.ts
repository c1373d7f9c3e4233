import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLearner, TEST_OID } from '../../../test/factories.ts';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { buildApp } from '../../app.ts';
import { addMinutes } from '../../platform/clock.ts';
import { MAX_SLOWDOWN_SECONDS, slowdown, slowdownSeconds } from './account-slowdown.ts';
import { accountCeilings, consumeAttempt, countAttempt, rateRules } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
// The slow-down is watched, never waited for: each test sees the seconds each attempt was held.
let waits: number[];
beforeEach(() => {
  waits = [];
  vi.spyOn(slowdown, 'wait').mockImplementation(async (seconds) => void waits.push(seconds));
});
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.reset();
});

function signInFrom(
  app: TestApp['app'],
  address: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signIn',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ oid: TEST_OID, username, password }),
  });
}

/** A server on the same database (another copy behind the balancer, or this one after a restart). */
async function sameDatabaseApp(overrides: Record<string, string> = {}, clock = createTestClock()) {
  const app = await buildApp({
    config: testConfig(overrides),
    database: { ...t.database, close: async () => {} },
    files: t.files,
    clock,
    serveWebApp: false,
  });
  onTestFinished(() => app.close());
  return app;
}

describe('sign-in failures of one address against one account', () => {
  it('stop that address only: the learner signs in from anywhere else, at once', async () => {
    const learner = await createLearner(t.database.db);
    const guesser = '198.51.100.1';
    for (let attempt = 0; attempt < rateRules.signInAccountAddress.limit; attempt++) {
      const wrong = await signInFrom(t.app, guesser, learner.email, 'Wrong#2468');
      expect(wrong.json().error.code).toBe('NOT_AUTHORIZED');
    }

    const verify = vi.spyOn(argon2, 'verify');
    const refused = await signInFrom(t.app, guesser, learner.email, learner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect(verify).not.toHaveBeenCalled();

    const learnerHere = await signInFrom(t.app, '192.0.2.20', learner.email, learner.password);
    expect(learnerHere.statusCode).toBe(200);
    expect(waits).toEqual([]);

    // Another server on the same database holds the same block, and it runs out after 15 minutes.
    const restartedClock = createTestClock();
    const restarted = await sameDatabaseApp({}, restartedClock);
    expect((await signInFrom(restarted, guesser, learner.email, learner.password)).statusCode).toBe(429);
    restartedClock.advance(16);
    expect((await signInFrom(restarted, guesser, learner.email, learner.password)).statusCode).toBe(200);
  });

  it('count only failures: a success starts that address over', async () => {
    const learner = await createLearner(t.database.db);
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < rateRules.signInAccountAddress.limit - 1; attempt++) {
        await signInFrom(t.app, '10.1.0.1', learner.email, 'Wrong#2468');
      }
      expect((await signInFrom(t.app, '10.1.0.1', learner.email, learner.password)).statusCode).toBe(200);
    }
  });

  it('are limited on an e-mail with no account just the same', async () => {
    for (let attempt = 0; attempt < rateRules.signInAccountAddress.limit; attempt++) {
      await signInFrom(t.app, '10.2.0.1', 'ghost@example.test', 'Wrong#2468');
    }
    const refused = await signInFrom(t.app, '10.2.0.1', 'ghost@example.test', 'Wrong#2468');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('cannot pass for new addresses by writing their own X-Forwarded-For', async () => {
    const learner = await createLearner(t.database.db);
    const behindBalancer = await sameDatabaseApp({ TRUST_PROXY: '10.0.0.0/8' });
    const limit = rateRules.signInAccountAddress.limit;
    for (let attempt = 0; attempt <= limit; attempt++) {
      const response = await signInFrom(behindBalancer, '10.0.0.2', learner.email, 'Wrong#2468', {
        'x-forwarded-for': `198.51.100.${attempt + 10}, 203.0.113.50`,
      });
      expect(response.json().error.code).toBe(attempt < limit ? 'NOT_AUTHORIZED' : 'RATE_LIMITED');
    }
  });
});

describe('sign-in failures against one account from every address', () => {
  it('slow each attempt past the ceiling, a second more each time, and never refuse the learner', async () => {
    const learner = await createLearner(t.database.db);
    const { ceiling } = accountCeilings.signIn;
    for (let attempt = 1; attempt <= ceiling + 3; attempt++) {
      const wrong = await signInFrom(t.app, `198.51.101.${attempt}`, learner.email, 'Wrong#2468');
      expect(wrong.json().error.code).toBe('NOT_AUTHORIZED');
    }
    expect(waits).toEqual([1, 2, 3]);

    const learnerHere = await signInFrom(t.app, '192.0.2.30', learner.email, learner.password);
    expect(learnerHere.statusCode).toBe(200);
    expect(waits).toEqual([1, 2, 3, 4]);

    // The learner's success takes back only its own attempt: the guesses still count.
    await signInFrom(t.app, '198.51.101.200', learner.email, 'Wrong#2468');
    expect(waits.at(-1)).toBe(4);
  });

  it('wait at most 10 seconds, however many there were', () => {
    const rule = accountCeilings.signIn;
    expect(slowdownSeconds(rule.ceiling, rule)).toBe(0);
    expect(slowdownSeconds(rule.ceiling + 1, rule)).toBe(1);
    expect(slowdownSeconds(rule.ceiling + 1000, rule)).toBe(MAX_SLOWDOWN_SECONDS);
    expect(MAX_SLOWDOWN_SECONDS).toBe(10);
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

describe('countAttempt', () => {
  it('counts every attempt, in parallel too, and starts over with a new window', async () => {
    const start = new Date();
    const counts = await Promise.all(
      Array.from({ length: 8 }, () => countAttempt(t.database.db, 'test:count', 15, start)),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await countAttempt(t.database.db, 'test:count', 15, addMinutes(start, 16))).toBe(1);
  });
});

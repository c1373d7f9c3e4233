import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLearner, TEST_OID, type TestAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outbox } from '../../db/schema/mail.ts';
import { slowdown } from './account-slowdown.ts';
import { accountCeilings, rateRules } from './rate-limit.ts';

// Somebody else's wrong codes and reset requests must not keep a learner from resetting their password.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
let waits: number[];
beforeEach(() => {
  waits = [];
  vi.spyOn(slowdown, 'wait').mockImplementation(async (seconds) => void waits.push(seconds));
});
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.reset();
});

function post(address: string, name: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${name}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ oid: TEST_OID, ...body }),
  });
}

const forgotFrom = (address: string, learner: TestAccount) =>
  post(address, 'forgotPassword', { username: learner.email });

const submitFrom = (address: string, learner: TestAccount, code: string) =>
  post(address, 'forgotPasswordSubmit', { username: learner.email, code, newPassword: 'Fresh#2468' });

async function mailsTo(learner: TestAccount) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, learner.email)))
    .orderBy(desc(outbox.createdAt));
}

async function latestCode(learner: TestAccount): Promise<string> {
  const [mail] = await mailsTo(learner);
  const code = / (\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('wrong reset codes', () => {
  it("from one address stop that address only: the learner's own code works from theirs", async () => {
    const learner = await createLearner(t.database.db);
    const guesser = '198.51.100.60';
    for (let round = 0; round < 2; round++) {
      expect((await forgotFrom(guesser, learner)).statusCode).toBe(200);
      const code = await latestCode(learner);
      for (let attempt = 0; attempt < rateRules.codeAccountAddress.limit / 2; attempt++) {
        expect((await submitFrom(guesser, learner, wrongCode(code))).statusCode).toBe(400);
      }
    }
    expect((await submitFrom(guesser, learner, '000000')).statusCode).toBe(429);

    expect((await forgotFrom('192.0.2.61', learner)).statusCode).toBe(200);
    const response = await submitFrom('192.0.2.61', learner, await latestCode(learner));
    expect(response.statusCode).toBe(200);
  });

  it('from many addresses slow each try past the account ceiling, and never refuse the learner', async () => {
    const learner = await createLearner(t.database.db);
    const { ceiling } = accountCeilings.code;
    for (let attempt = 1; attempt <= ceiling + 2; attempt++) {
      await submitFrom(`198.51.102.${attempt}`, learner, '000000');
    }
    expect(waits).toEqual([1, 2]);
    expect((await forgotFrom('192.0.2.62', learner)).statusCode).toBe(200);
    expect((await submitFrom('192.0.2.62', learner, await latestCode(learner))).statusCode).toBe(200);
    expect(waits).toEqual([1, 2, 3]);
  });
});

describe('reset mail', () => {
  it("asked for from one address too often stops that address only, not the learner's own request", async () => {
    const learner = await createLearner(t.database.db);
    const outsider = '198.51.100.70';
    for (let attempt = 0; attempt < rateRules.mailAccountAddress.limit; attempt++) {
      expect((await forgotFrom(outsider, learner)).statusCode).toBe(200);
    }
    const refused = await forgotFrom(outsider, learner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many attempts. Please wait 60 minutes and try again.');

    const before = (await mailsTo(learner)).length;
    expect((await forgotFrom('192.0.2.71', learner)).statusCode).toBe(200);
    expect(await mailsTo(learner)).toHaveLength(before + 1);
  });

  it('past the account ceiling goes out at most every 10 minutes, whoever asks, and is never stopped for long', async () => {
    const learner = await createLearner(t.database.db);
    t.clock.set(new Date());
    const { ceiling } = accountCeilings.mail;
    for (let attempt = 1; attempt <= ceiling + 1; attempt++) {
      expect((await forgotFrom(`198.51.103.${attempt}`, learner)).statusCode, `request ${attempt}`).toBe(200);
    }
    const spaced = await forgotFrom('192.0.2.72', learner);
    expect(spaced.statusCode).toBe(429);
    expect(spaced.json().error.message).toBe('Too many attempts. Please wait 10 minutes and try again.');
    expect(await mailsTo(learner)).toHaveLength(ceiling + 1);

    t.clock.advance(11);
    expect((await forgotFrom('192.0.2.72', learner)).statusCode).toBe(200);
    expect(await mailsTo(learner)).toHaveLength(ceiling + 2);
  });
});

import { ErrorEnvelope } from '@aula/contract/errors';
import type { Operation } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLearner, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Every operation of the contract, fed malformed, oversized and random bodies, answers with the error
// envelope and never with a 5xx. New operations are covered the day they are added to the contract.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const learner = await createLearner(t.database.db);
  cookie = await signIn(t.app, learner.email, learner.password);
});
afterAll(() => t.app.close());

function bodyKeys(operation: Operation): string[] {
  const schema = z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

/** Random JSON, plus objects that use the operation's own field names with values of any type. */
function bodies(operation: Operation): fc.Arbitrary<unknown> {
  const keys = bodyKeys(operation);
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }), { maxKeys: keys.length })
      : fc.constant({});
  return fc.oneof(fc.jsonValue({ maxDepth: 4 }), shaped, fc.object({ maxDepth: 2 }));
}

async function post(name: string, payload: string, withSession: boolean, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': contentType, ...(withSession ? { cookie } : {}) },
    payload,
  });
}

function expectEnvelopeUnless2xx(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(ErrorEnvelope.safeParse(JSON.parse(response.body)).success, response.body).toBe(true);
  }
}

for (const operation of Object.values(operations) as Operation[]) {
  // Auth operations that sign in, out or change state are fuzzed too: random bodies cannot succeed.
  const withSession = operation.access !== 'public';

  describe(`${operation.name} (${operation.access})`, () => {
    it('never answers 5xx to random bodies', async () => {
      await fc.assert(
        fc.asyncProperty(bodies(operation), async (body) => {
          expectEnvelopeUnless2xx(await post(operation.name, JSON.stringify(body), withSession));
        }),
        { numRuns: 30 },
      );
    });

    it('answers 400 to text that is not JSON, 415 to another media type, 413 when oversized', async () => {
      const junk = 'x'.repeat(1024 * 1024);
      const notJson = await post(operation.name, junk, withSession);
      expect(notJson.statusCode).toBe(400);
      expectEnvelopeUnless2xx(notJson);
      const text = await post(operation.name, '{}', withSession, 'text/plain');
      expect(text.statusCode).toBe(415);
      const huge = await post(
        operation.name,
        JSON.stringify({ junk: 'x'.repeat(3 * 1024 * 1024) }),
        withSession,
      );
      expect(huge.statusCode).toBe(413);
    });

    it('names the field when a field carries 1 MB of junk', async () => {
      const keys = bodyKeys(operation);
      for (const key of keys) {
        const response = await post(
          operation.name,
          JSON.stringify({ [key]: 'x'.repeat(1024 * 1024) }),
          withSession,
        );
        expect(response.statusCode, key).toBeGreaterThanOrEqual(400);
        expectEnvelopeUnless2xx(response);
        if (response.statusCode === 400) {
          const { fields } = JSON.parse(response.body).error;
          expect(fields?.[key], `${operation.name}: the 400 should name ${key}`).toBeDefined();
        }
      }
    });
  });
}

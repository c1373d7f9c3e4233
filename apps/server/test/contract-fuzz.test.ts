import { ErrorEnvelope } from '@aula/contract/errors';
import { type Operation, staffRoles } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLearner, signIn } from './factories.ts';
import { createStaff, signInStaff } from './staff-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Every operation of the contract, fed malformed, oversized and random bodies, answers with the error
// envelope and never with a 5xx. New operations are covered the day they are added to the contract.

let t: TestApp;
let cookie: string;
/** A staff account holding every role, fully signed in: staff operations are fuzzed past their gate. */
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const learner = await createLearner(t.database.db);
  cookie = await signIn(t.app, learner.email, learner.password);
  const staff = await createStaff(t.database.db, {
    grants: staffRoles.map((role) => ({ role, scope: null })),
  });
  staffCookie = await signInStaff(t.app, t.clock, staff);
});
afterAll(() => t.app.close());

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

function bodySchema(operation: Operation): JsonSchema {
  return z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function bodyKeys(operation: Operation): string[] {
  return Object.keys(bodySchema(operation).properties ?? {});
}

/** The path of every string in a body, through nested objects and arrays (an array's path takes `0`). */
function stringPaths(schema: JsonSchema, path: string[] = [], found = new Map<string, string[]>()) {
  if (schema.type === 'string') found.set(path.join('.'), path);
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    stringPaths(value, [...path, key], found);
  if (schema.items) stringPaths(schema.items, [...path, '0'], found);
  for (const part of schema.anyOf ?? []) stringPaths(part, path, found);
  return [...found.values()];
}

/** A body holding `value` at `path` and nothing else (`['response', '0', 'qid']` → `{ response: [{ qid }] }`). */
function bodyWith(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
}

/** Characters no string of any operation accepts (line breaks are refused only in one-line text), and a bidirectional override. */
const controlCharacters = ['\u0000', '\u0008', '\u001b', '\u007f', '\u0085', '\u202e'];

/** Random JSON, plus objects that use the operation's own field names with values of any type. */
function bodies(operation: Operation): fc.Arbitrary<unknown> {
  const keys = bodyKeys(operation);
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }), { maxKeys: keys.length })
      : fc.constant({});
  return fc.oneof(fc.jsonValue({ maxDepth: 4 }), shaped, fc.object({ maxDepth: 2 }));
}

/** Staff operations (and the second factor's) are called by the staff account, the rest by the learner. */
const staffOnly = (name: string) => {
  const access = (Object.values(operations) as Operation[]).find((each) => each.name === name)?.access;
  return access === 'staff' || access === 'secondFactor';
};

async function post(name: string, payload: string, withSession: boolean, contentType = 'application/json') {
  const session = staffOnly(name) ? staffCookie : cookie;
  return t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': contentType, ...(withSession ? { cookie: session } : {}) },
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

    it('answers 400 naming the field to a control character in any string, never 5xx', async () => {
      for (const path of stringPaths(bodySchema(operation))) {
        const field = path.join('.');
        for (const control of controlCharacters) {
          const body = bodyWith(path, `x${control}y@example.test`);
          const response = await post(operation.name, JSON.stringify(body), withSession);
          expect(response.statusCode, `${operation.name}.${field}`).toBe(400);
          const { fields } = JSON.parse(response.body).error;
          expect(fields?.[field], `${operation.name}: the 400 should name ${field}`).toBeDefined();
        }
      }
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

import { ErrorEnvelope } from '@aula/contract/errors';
import type { Operation } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLearner, sessionCookieOf, signIn } from './factories.ts';
import {
  foreignOrganisationIdentityCases,
  type OwnershipContext,
  ownershipCases,
} from './ownership-cases.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

// Every operation that needs a session refuses a call without one, and no learner can reach another
// learner's (or another organisation's) records by putting their identifiers in a body.

let t: TestApp;
let context: OwnershipContext;
let myCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const me = await createLearner(db, { name: 'Me Myself' });
  const neighbour = await createLearner(db, { name: 'Nia Neighbour' });
  const stranger = await createLearner(db, { oid: 'OTHER', name: 'Sam Stranger' });
  context = { me, neighbour, stranger };
  myCookie = await signIn(t.app, me.email, me.password, me.oid);
});
afterAll(() => t.app.close());

const guarded = (Object.values(operations) as Operation[]).filter(
  (operation) => operation.access !== 'public',
);

/** Spellings of an operation's address that a router or a proxy might take for it. */
function addressVariants(name: string): string[] {
  const first = name.charCodeAt(0).toString(16);
  return [
    `/%61pi/${name}`,
    `/%61%70%69/${name}`,
    `/api/%${first}${name.slice(1)}`,
    `/api/${name.replace('/', '%2F')}`,
    `//api/${name}`,
    `/api//${name}`,
    `/api/${name}/`,
    `/API/${name}`,
    `/api/${name.toUpperCase()}`,
    `/api/x/../${name}`,
    `/api/./${name}`,
    `/api/${name}?from=elsewhere`,
  ];
}

function post(url: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{}',
  });
}

describe.each(guarded.map((operation) => [operation.name, operation] as const))('%s', (name, operation) => {
  it('answers 401 in the envelope without a session', async () => {
    const response = await call(t.app, name, {});
    expect(response.statusCode).toBe(401);
    expect(ErrorEnvelope.parse(response.json()).error.code).toBe('UNAUTHENTICATED');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('needs a session however its address is spelt', async () => {
    for (const url of addressVariants(name)) {
      const response = await post(url, {});
      expect([401, 404], `${url}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('refuses a foreign or null Origin with the cookie, however its address is spelt', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      for (const url of [`/api/${name}`, ...addressVariants(name)]) {
        const response = await post(url, { cookie: myCookie, origin });
        expect([403, 404], `${origin} ${url}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });

  if (operation.access === 'staff' || operation.access === 'secondFactor') {
    it('answers 403 to a learner', async () => {
      const response = await call(t.app, name, {}, myCookie);
      expect(response.statusCode).toBe(403);
    });
    return;
  }

  it('has ownership cases', () => {
    expect(ownershipCases[name], `add the cases of ${name} to test/ownership-cases.ts`).toBeDefined();
  });

  it("never serves another learner's or organisation's records", async () => {
    const cases = ownershipCases[name]?.(context) ?? [];
    for (const testCase of cases) {
      const response = await call(t.app, name, testCase.body, myCookie);
      if (testCase.expect === 'forbidden') {
        expect([403, 404], `${testCase.tries}: ${response.body}`).toContain(response.statusCode);
        continue;
      }
      expect(response.statusCode, `${testCase.tries}: ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], "no cache keeps a learner's answer").toBe('no-store');
      for (const other of [context.neighbour, context.stranger]) {
        expect(response.body, testCase.tries).not.toContain(other.email.toLowerCase());
        expect(response.body, testCase.tries).not.toContain(other.user.name);
      }
    }
  });
});

// A portal serves one organisation: identity calls for another are refused, however right otherwise.
const identityWithOid = (Object.values(operations) as Operation[]).filter((operation) => {
  const schema = z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return (
    operation.name.startsWith('auth/') && operation.access === 'public' && 'oid' in (schema.properties ?? {})
  );
});

describe.each(identityWithOid.map((operation) => [operation.name] as const))('%s', (name) => {
  it("answers 403 for another organisation's account, right password and all", async () => {
    const body = foreignOrganisationIdentityCases[name];
    expect(body, `add ${name} to foreignOrganisationIdentityCases in test/ownership-cases.ts`).toBeDefined();
    const response = await call(t.app, name, body?.(context) ?? {});
    expect(response.statusCode, response.body).toBe(403);
    expect(ErrorEnvelope.parse(response.json()).error).toMatchObject({
      code: 'FORBIDDEN',
      fields: { oid: 'not the organisation of this portal' },
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});

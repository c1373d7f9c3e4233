import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let first: TestAccount;
let configured: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ AULA_OID: 'SECOND' });
  first = await createLearner(t.database.db, { oid: 'FIRST' });
  configured = await createLearner(t.database.db, { oid: 'SECOND' });
});
afterAll(() => t.app.close());

describe('the organisation a portal serves', () => {
  it('is AULA_OID when set, even when another organisation was created first', async () => {
    const served = await call(t.app, 'auth/signIn', {
      oid: configured.oid,
      username: configured.email,
      password: configured.password,
    });
    expect(served.statusCode).toBe(200);
    const other = await call(t.app, 'auth/signIn', {
      oid: first.oid,
      username: first.email,
      password: first.password,
    });
    expect(other.statusCode).toBe(403);
    expect((await call(t.app, 'getOrganisation', {})).json().oid).toBe('SECOND');
  });
});

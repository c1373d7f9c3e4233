import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
afterEach(() => t.clock.reset());

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

  it("says the university's current year by the server's clock, in its time zone (the footer's copyright)", async () => {
    const yearAt = async (iso: string) => {
      t.clock.set(new Date(iso));
      const organisation = (await call(t.app, 'getOrganisation', {})).json();
      expect(organisation.timeZone).toBe('Asia/Kolkata');
      return organisation.year;
    };
    // 23:30 on 31 December in India, then 01:30 on 1 January: UTC is still in the old year both times.
    expect(await yearAt('2026-12-31T18:00:00Z')).toBe(2026);
    expect(await yearAt('2026-12-31T20:00:00Z')).toBe(2027);
    expect(await yearAt('2031-06-01T00:00:00Z')).toBe(2031);
  });
});

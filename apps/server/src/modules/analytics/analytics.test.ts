import { loginEventType } from '@aula/contract/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { users } from '../../db/schema/auth.ts';

let t: TestApp;
let me: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  me = await createLearner(t.database.db, { name: 'Asha Learner' });
  other = await createLearner(t.database.db);
});
afterAll(() => t.app.close());

function loginEvent(account: TestAccount, overrides: Record<string, unknown> = {}) {
  return {
    oid: account.oid,
    id: account.user.id,
    eventtype: loginEventType,
    email: account.user.id,
    emailid: account.email,
    name: account.user.name,
    ...overrides,
  };
}

const eventsOf = (account: TestAccount) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, account.user.id));

describe('analyticsWebApp', () => {
  it("records the session's login once, from the session, however often the app sends it", async () => {
    const cookie = await signIn(t.app, me.email, me.password);
    const first = await call(t.app, 'analyticsWebApp', loginEvent(me, { name: 'Someone Else' }), cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    const again = await call(t.app, 'analyticsWebApp', loginEvent(me), cookie);
    expect(again.json()).toEqual({ recorded: false });

    const rows = await eventsOf(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ oid: me.oid, eventType: loginEventType });

    // A new sign-in is a new session, and a new login.
    const nextCookie = await signIn(t.app, me.email, me.password);
    const next = await call(t.app, 'analyticsWebApp', loginEvent(me), nextCookie);
    expect(next.json()).toEqual({ recorded: true });
    expect(await eventsOf(me)).toHaveLength(2);
  });

  it('takes the e-mail in any case', async () => {
    const cookie = await signIn(t.app, other.email, other.password);
    const response = await call(
      t.app,
      'analyticsWebApp',
      loginEvent(other, { emailid: other.email.toUpperCase() }),
      cookie,
    );
    expect(response.json()).toEqual({ recorded: true });
  });

  it.each([
    ['id', (account: TestAccount) => ({ id: account.user.id })],
    ['email', (account: TestAccount) => ({ email: account.user.id })],
    ['emailid', (account: TestAccount) => ({ emailid: account.email })],
  ])("refuses another learner's %s, naming the field, and records nothing", async (field, theirs) => {
    const cookie = await signIn(t.app, me.email, me.password);
    const before = (await eventsOf(me)).length;
    const response = await call(t.app, 'analyticsWebApp', loginEvent(me, theirs(other)), cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await eventsOf(me)).toHaveLength(before);
  });

  it('refuses an event type it does not know, naming the field', async () => {
    const cookie = await signIn(t.app, me.email, me.password);
    const response = await call(t.app, 'analyticsWebApp', loginEvent(me, { eventtype: 'Anything' }), cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('eventtype');
  });

  it('is gone with the account', async () => {
    const gone = await createLearner(t.database.db);
    const cookie = await signIn(t.app, gone.email, gone.password);
    await call(t.app, 'analyticsWebApp', loginEvent(gone), cookie);
    expect(await eventsOf(gone)).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    expect(await eventsOf(gone)).toHaveLength(0);
  });
});

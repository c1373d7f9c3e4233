import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notifications } from '../../db/schema/content.ts';

let t: TestApp;
let me: TestAccount;
let other: TestAccount;
let cookie: string;

const at = (seconds: number) => new Date(seconds * 1000);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  me = await createLearner(db);
  other = await createLearner(db);
  await db.insert(notifications).values([
    {
      oid: me.oid,
      notid: 'n-old',
      eid: me.user.eid,
      title: 'Welcome',
      msg: 'Hello',
      sdate: at(1782876600),
      readAt: at(1782880000),
    },
    {
      oid: me.oid,
      notid: 'n-new',
      eid: me.user.eid,
      title: 'Hall ticket',
      msg: 'Download it',
      link: '/hallticket',
      sdate: at(1795235400),
    },
    {
      oid: me.oid,
      notid: 'n-mid',
      eid: me.user.eid,
      title: 'Assessment open',
      msg: 'Until 30 November',
      sdate: at(1794800100),
    },
    {
      oid: me.oid,
      notid: 'n-theirs',
      eid: other.user.eid,
      title: 'Not for me',
      msg: 'Secret',
      sdate: at(1794800100),
    },
  ]);
  cookie = await signIn(t.app, me.email, me.password);
});
afterAll(() => t.app.close());

const mine = () => ({ oid: me.oid, eid: me.user.eid });
const unread = async () => (await call(t.app, 'getUnreadNotificationCount', mine(), cookie)).json().unread;

describe('getNotifications', () => {
  it("answers the learner's notifications, newest first, with their read state", async () => {
    const response = await call(t.app, 'getNotifications', mine(), cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json().notifications;
    expect(list.map((n: { notid: string }) => n.notid)).toEqual(['n-new', 'n-mid', 'n-old']);
    expect(list[0]).toEqual({
      notid: 'n-new',
      title: 'Hall ticket',
      msg: 'Download it',
      link: '/hallticket',
      read: false,
      createdAt: '2026-11-21T04:30:00.000Z',
    });
    expect(list[1]).not.toHaveProperty('link');
    expect(list[2].read).toBe(true);
    expect(response.body).not.toContain('Not for me');
  });

  it("refuses another learner's eid with 403", async () => {
    for (const name of ['getNotifications', 'getUnreadNotificationCount']) {
      const response = await call(t.app, name, { oid: me.oid, eid: other.user.eid }, cookie);
      expect(response.statusCode, name).toBe(403);
      expect(response.body).not.toContain('Not for me');
    }
  });
});

describe('markNotificationsRead and the unread count', () => {
  it("refuses a notification that is not the learner's and marks nothing", async () => {
    const before = await unread();
    const response = await call(
      t.app,
      'markNotificationsRead',
      { ...mine(), notids: ['n-new', 'n-theirs'] },
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ notids: 'not your notification' });
    expect(await unread()).toBe(before);
  });

  it('counts the unread, marks the named ones read once, and counts again', async () => {
    expect(await unread()).toBe(2);
    const first = await call(
      t.app,
      'markNotificationsRead',
      { ...mine(), notids: ['n-new', 'n-old'] },
      cookie,
    );
    expect(first.json()).toEqual({ marked: 1 });
    expect(await unread()).toBe(1);
    const again = await call(t.app, 'markNotificationsRead', { ...mine(), notids: ['n-new'] }, cookie);
    expect(again.json()).toEqual({ marked: 0 });
    await call(t.app, 'markNotificationsRead', { ...mine(), notids: ['n-mid'] }, cookie);
    expect(await unread()).toBe(0);
    // The other learner's notification is still unread.
    const otherCookie = await signIn(t.app, other.email, other.password);
    const theirs = await call(
      t.app,
      'getUnreadNotificationCount',
      { oid: me.oid, eid: other.user.eid },
      otherCookie,
    );
    expect(theirs.json()).toEqual({ unread: 1 });
  });
});

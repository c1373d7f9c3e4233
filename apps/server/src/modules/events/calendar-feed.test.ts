import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/content.ts';

let t: TestApp;
let me: TestAccount;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://learn.example.edu' });
  const { db } = t.database;
  me = await createLearner(db);
  const other = await createLearner(db);
  await createBatch(db, 'B-MINE', { ptitle: 'Certificate in Pharmacovigilance' });
  await createBatch(db, 'B-THEIRS');
  await enrol(db, me, 'B-MINE');
  await enrol(db, other, 'B-THEIRS');
  await db.insert(events).values([
    {
      oid: me.oid,
      evid: 'ev-webinar',
      bpid: 'B-MINE',
      title:
        'Live webinar: causality, dose; and the Naranjo scale\\score (18:00 IST) with a long title that must fold',
      start: '2026-11-25',
      link: '/course',
    },
    { oid: me.oid, evid: 'ev-new-year', bpid: 'B-MINE', title: 'Semester 2 begins', start: '2026-12-31' },
    { oid: me.oid, evid: 'ev-theirs', bpid: 'B-THEIRS', title: 'Not for me', start: '2026-11-30' },
  ]);
  cookie = await signIn(t.app, me.email, me.password);
  otherCookie = await signIn(t.app, other.email, other.password);
});
afterAll(() => t.app.close());

async function feedUrl(session = cookie): Promise<string> {
  const response = await call(t.app, 'getCalendarFeedUrl', { oid: me.oid }, session);
  expect(response.statusCode).toBe(200);
  return response.json().url;
}

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

/** The feed's content lines, unfolded. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('getCalendarFeedUrl', () => {
  it('gives the learner one private address, the same on every call', async () => {
    const first = await call(t.app, 'getCalendarFeedUrl', { oid: me.oid }, cookie);
    const feed = first.json();
    expect(feed.url).toMatch(/^https:\/\/learn\.example\.edu\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('https:', 'webcal:'));
    expect(await feedUrl()).toBe(feed.url);
    expect(await feedUrl(otherCookie)).not.toBe(feed.url);
  });
});

describe('GET /calendar/<token>.ics', () => {
  it("serves the learner's events as RFC 5545 all-day events, escaped and folded", async () => {
    const response = await fetchFeed(await feedUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(String(response.headers['content-security-policy'])).toMatch(/; sandbox$/);
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const lines = unfold(text);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:ev-webinar.TEST@aula');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261125');
    expect(lines).toContain('DTEND;VALUE=DATE:20261126');
    expect(lines).toContain(
      'SUMMARY:Live webinar: causality\\, dose\\; and the Naranjo scale\\\\score (18:00 IST) with a long title that must fold',
    );
    expect(lines).toContain('URL:https://learn.example.edu/course');
    expect(lines).toContain(
      'DESCRIPTION:Certificate in Pharmacovigilance\\nhttps://learn.example.edu/course',
    );
    // The last day of a year ends on the first day of the next.
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(text).not.toContain('Not for me');
  });

  it('answers 404 to a wrong, malformed or missing token', async () => {
    const url = await feedUrl();
    const token = /calendar\/(.+)\.ics$/.exec(url)?.[1] ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/calendar/${wrong}.ics`,
      '/calendar/short.ics',
      `/calendar/${token}`,
      '/calendar/.ics',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('VCALENDAR');
    }
  });

  it('stops the old address when the learner renews it, and every address when they revoke it', async () => {
    const old = await feedUrl();
    const renewed = await call(t.app, 'renewCalendarFeedUrl', { oid: me.oid }, cookie);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl()).toBe(fresh);

    const revoked = await call(t.app, 'revokeCalendarFeedUrl', { oid: me.oid }, cookie);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await fetchFeed(fresh)).statusCode).toBe(404);
    expect((await call(t.app, 'revokeCalendarFeedUrl', { oid: me.oid }, cookie)).json()).toEqual({
      revoked: false,
    });
    // Asking for the address again makes a new one.
    const again = await feedUrl();
    expect(again).not.toBe(fresh);
    expect((await fetchFeed(again)).statusCode).toBe(200);
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/content.ts';
import { outbox } from '../src/db/schema/mail.ts';
import { devHostRefusedMessage } from '../src/platform/dev-hosts.ts';
import { createBatch, enrol } from './batch-factories.ts';
import { createLearner, createOrganisation, signIn, TEST_OID } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 8, "Forged Host reaches mail": links the portal hands out (mail, calendar feeds, certificate
 * checks) name the configured address, never the Host header of the request that made them. Without
 * PUBLIC_URL, outside production, that is the listen address (HOST 0.0.0.0 shown as localhost, PORT).
 */
const listenAddress = 'http://localhost:3000';
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HOST: '0.0.0.0', PORT: '3000', TRUST_PROXY: 'loopback' });
  await createOrganisation(t.database.db);
});
afterAll(() => t.app.close());

function post(name: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', ...forged, ...headers },
    payload: JSON.stringify(body),
  });
}

describe('a request naming another host', () => {
  it('gets a verification mail whose link goes to the configured address', async () => {
    const email = 'forged.host@example.test';
    const response = await post('auth/signUp', { oid: TEST_OID, name: 'A', email, password: 'Study#2468' });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain(`${listenAddress}/?verify=`);
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
  });

  it('gets a calendar feed address, and feed links, on the configured address', async () => {
    const learner = await createLearner(t.database.db);
    await createBatch(t.database.db, 'B-HOST');
    await enrol(t.database.db, learner, 'B-HOST');
    await t.database.db.insert(events).values({
      oid: TEST_OID,
      evid: 'ev-host',
      bpid: 'B-HOST',
      title: 'Webinar',
      start: '2026-12-01',
      link: '/course',
    });
    const cookie = await signIn(t.app, learner.email, learner.password);
    let url = '';
    for (const name of ['getCalendarFeedUrl', 'renewCalendarFeedUrl']) {
      const response = await post(name, { oid: TEST_OID }, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      url = response.json().url;
      expect(url).toMatch(new RegExp(`^${listenAddress}/calendar/[A-Za-z0-9_-]+\\.ics$`));
      expect(response.json().webcalUrl).toMatch(/^webcal:\/\/localhost:3000\/calendar\//);
    }
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: forged });
    expect(feed.statusCode).toBe(200);
    expect(feed.body.replace(/\r\n /g, '')).toContain(`URL:${listenAddress}/course`);
    expect(feed.body).not.toContain('evil.example');
  });
});

/*
 * Issue 20, DNS rebinding: a page of evil.example whose name is made to resolve to 127.0.0.1 calls a
 * developer's server as its own origin. Its browser names evil.example in Host and Origin, and cannot
 * change either.
 */
describe('a page of another site that reaches a development server under its own name', () => {
  const rebound = { host: 'evil.example:3000', origin: 'http://evil.example:3000' };
  /** A reset asked for by a page at `host`, as its browser sends it (Host and Origin, nothing forwarded). */
  const forgotPassword = (app: TestApp, host: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      headers: { 'content-type': 'application/json', host, origin: `http://${host}` },
      payload: JSON.stringify({ oid: TEST_OID, username: 'nobody@example.test' }),
    });

  it('cannot call the API, which a page at a loopback host can', async () => {
    const refused = await forgotPassword(t, rebound.host);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(devHostRefusedMessage);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'aula.localhost:3000']) {
      // The call reaches the service, which finds no such account.
      const own = await forgotPassword(t, host);
      expect(own.json().error.code, host).toBe('USER_NOT_FOUND');
    }
  });

  it('cannot read the development mailbox, even from a browser on this machine', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const local = { method: 'GET' as const, url, remoteAddress: '127.0.0.1' };
      const refused = await t.app.inject({ ...local, headers: { host: rebound.host } });
      expect(refused.statusCode, url).toBe(404);
      const own = await t.app.inject({ ...local, headers: { host: 'localhost:3000' } });
      expect(own.statusCode, url).toBe(200);
    }
  });

  it('is answered at a host name the developer configured in ALLOWED_HOSTS', async () => {
    const lan = await createTestApp({ ALLOWED_HOSTS: 'aula.lan, 192.168.1.20' });
    await createOrganisation(lan.database.db);
    try {
      for (const host of ['aula.lan:3000', '192.168.1.20:3000', 'evil.example:3000']) {
        const response = await forgotPassword(lan, host);
        expect(response.json().error.code, host).toBe(
          host.startsWith('evil') ? 'FORBIDDEN' : 'USER_NOT_FOUND',
        );
      }
      const mailbox = await lan.app.inject({
        url: '/dev/mailbox.json',
        remoteAddress: '127.0.0.1',
        headers: { host: 'aula.lan:3000' },
      });
      expect(mailbox.statusCode).toBe(200);
    } finally {
      await lan.app.close();
    }
  });
});

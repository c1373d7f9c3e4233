import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createOrganisation, TEST_OID } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outbox } from '../../db/schema/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, { name: 'Meridian University' });
});
afterAll(() => t.app.close());

describe('/dev/mailbox', () => {
  it('lists the outbox newest first, escaped, with working links and no script', async () => {
    await t.database.db.insert(outbox).values({
      oid: TEST_OID,
      to: 'old@example.test',
      subject: 'Older <mail>',
      text: 'Nothing to see <script>alert(1)</script>',
      html: '',
      createdAt: new Date(Date.now() - 60_000),
    });
    await call(t.app, 'auth/signUp', {
      oid: TEST_OID,
      name: 'Kwame',
      email: 'kwame@example.test',
      password: 'Study#2468',
    });

    const page = await t.app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).toMatch(/; sandbox$/);
    const html = page.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Older &#60;mail&#62;');
    expect(html.indexOf('Verify your email for Meridian University')).toBeLessThan(html.indexOf('Older'));
    const href = /<a href="([^"]+)">/.exec(html)?.[1]?.replaceAll('&#38;', '&');
    expect(href).toMatch(/^http:\/\/localhost:3000\/\?verify=[\w-]+&email=kwame%40example\.test$/);

    // The link works: its token confirms the account.
    const link = new URL(href ?? '');
    const confirmed = await call(t.app, 'auth/confirmSignUp', {
      oid: TEST_OID,
      username: link.searchParams.get('email'),
      code: link.searchParams.get('verify'),
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('answers the latest mail to one address as JSON, with its links and reset code', async () => {
    const learner = await createLearner(t.database.db, { email: 'Reset.Me@example.test' });
    await call(t.app, 'auth/forgotPassword', { oid: TEST_OID, username: learner.email });
    const response = await t.app.inject('/dev/mailbox.json?to=reset.me@example.test');
    expect(response.statusCode).toBe(200);
    const { mails } = response.json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'Reset.Me@example.test',
      code: expect.stringMatching(/^\d{6}$/),
      links: [],
    });
    const none = await t.app.inject('/dev/mailbox.json?to=nobody@example.test');
    expect(none.json()).toEqual({ mails: [] });
  });

  it.each([
    ['another machine', { remoteAddress: '192.0.2.10' }],
    ['a machine on the local network', { remoteAddress: '10.0.0.7' }],
    [
      'a proxy on this machine',
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } },
    ],
    ['a proxy that says Forwarded', { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.5' } }],
    ['a proxy that says X-Real-IP', { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.5' } }],
  ])('is not there for %s', async (_who, request) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=reset.me@example.test']) {
      const response = await t.app.inject({ method: 'GET', url, ...request });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('mails');
    }
  });

  it('is there for a browser on this machine, over IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('is not served for a public (https) PUBLIC_URL, even on this machine', async () => {
    const published = await createTestApp({
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://learn.example.edu',
    });
    try {
      expect((await published.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await published.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    } finally {
      await published.app.close();
    }
  });

  it('is not served in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.edu',
      CONTENT_URL: 'https://content.learn.example.edu',
    });
    try {
      expect((await production.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await production.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});

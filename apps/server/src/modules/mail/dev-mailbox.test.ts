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

  it('is not served in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.edu',
    });
    try {
      expect((await production.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await production.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});

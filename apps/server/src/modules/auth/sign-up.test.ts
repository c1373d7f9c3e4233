import { personNameMessage } from '@aula/contract/person-name';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createOrganisation, signIn, TEST_OID } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailVerifications, users } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, { name: 'Meridian University' });
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

let counter = 0;
const newEmail = () => `Signup.${++counter}@Example.test`;

const signUp = (email: string, password = 'Study#2468', name = 'Kwame Boateng') =>
  call(t.app, 'auth/signUp', { oid: TEST_OID, name, email, password });

async function latestMail(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token and username of the verification link in the newest mail to `to`. */
async function linkFor(to: string) {
  const mail = await latestMail(to);
  const raw = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
  const link = new URL(raw);
  return {
    raw,
    link,
    code: link.searchParams.get('verify') ?? '',
    username: link.searchParams.get('email') ?? '',
  };
}

describe('auth/signUp: the error rows of §8', () => {
  it("answers 'Password must be at least 8 characters' for a password the rule does not allow", async () => {
    for (const password of ['Ab#1', 'study2468', 'STUDY#2468', 'Study#abcd']) {
      const response = await signUp(newEmail(), password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.code).toBe('INVALID_PARAMETER');
      expect(response.json().error.message).toBe('Password must be at least 8 characters');
    }
  });

  it("answers 'An account with the given email already exists.' for a taken e-mail, in any case", async () => {
    const email = newEmail();
    expect((await signUp(email)).statusCode).toBe(200);
    const again = await signUp(email.toUpperCase(), 'Other#1357', 'Someone Else');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('USERNAME_EXISTS');
    expect(again.json().error.message).toBe('An account with the given email already exists.');
  });

  it("answers 'Invalid email address format.' for an address that is not one", async () => {
    for (const email of ['not-an-email', 'a@b', '', 'two@@example.test']) {
      const response = await signUp(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.code).toBe('INVALID_PARAMETER');
      expect(response.json().error.message).toBe('Invalid email address format.');
    }
  });
});

describe('auth/signUp', () => {
  it('creates an unconfirmed learner whose username is the lowercased e-mail', async () => {
    const email = newEmail();
    const response = await signUp(email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      username: email.toLowerCase(),
      userSub: expect.any(String),
      userConfirmed: false,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.userSub));
    expect(user).toMatchObject({
      eid: email.toLowerCase(),
      email,
      name: 'Kwame Boateng',
      confirmed: false,
      role: 'learner',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('refuses one of the most common passwords with a clear message', async () => {
    const response = await signUp(newEmail(), 'P@ssw0rd1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'This password is too common. Please choose one that is harder to guess.',
    });
  });

  it('refuses an organisation this portal does not serve, unknown or not', async () => {
    await createOrganisation(t.database.db, { oid: 'ELSEWHERE', name: 'Elsewhere University' });
    for (const oid of ['NOPE', 'ELSEWHERE']) {
      const response = await call(t.app, 'auth/signUp', {
        oid,
        name: 'A',
        email: newEmail(),
        password: 'Study#2468',
      });
      expect(response.statusCode, oid).toBe(403);
      expect(response.json().error.fields).toEqual({ oid: 'not the organisation of this portal' });
    }
  });

  it('mails a verification link, in text and HTML, with the organisation name', async () => {
    const email = newEmail();
    await signUp(email);
    const mail = await latestMail(email);
    const { raw, link, username } = await linkFor(email);
    // The configured listen address (HOST 0.0.0.0 shown as localhost, PORT): never the request's Host.
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/');
    expect(username).toBe(email.toLowerCase());
    expect(mail.subject).toBe('Verify your email for Meridian University');
    expect(mail.text).toContain('Meridian University');
    expect(mail.html).toContain('Meridian University');
    expect(mail.html).toContain(`href="${raw.replaceAll('&', '&#38;')}"`);
  });

  it('refuses a name that is not one, naming the field, and creates no account', async () => {
    for (const name of [
      'Dr. <b>Forged</b> "Name"',
      'Asha\u200b',
      '\u200b\u200c',
      'Win a prize at http://evil.example',
      'A'.repeat(81),
    ]) {
      const email = newEmail();
      const response = await signUp(email, 'Study#2468', name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.fields, name).toEqual({ name: personNameMessage });
      const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(account).toBeUndefined();
    }
  });

  it('keeps a real name as written, composed and trimmed', async () => {
    const email = newEmail();
    expect((await signUp(email, 'Study#2468', "  Aïssatou  N'Diaye-Sow ")).statusCode).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account?.name).toBe("Aïssatou N'Diaye-Sow");
  });

  it('does not copy the name the sign-up gave into the mail', async () => {
    const email = newEmail();
    await signUp(email, 'Study#2468', 'Kwame Mensah Boateng');
    const mail = await latestMail(email);
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Kwame');
  });

  it('points the link at PUBLIC_URL when set, whatever Host the request named', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://learn.example.edu' });
    try {
      await createOrganisation(configured.database.db);
      const email = newEmail();
      await configured.app.inject({
        method: 'POST',
        url: '/api/auth/signUp',
        headers: { 'content-type': 'application/json', host: 'evil.example' },
        payload: JSON.stringify({ oid: TEST_OID, name: 'A', email, password: 'Study#2468' }),
      });
      const [mail] = await configured.database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(mail?.text).toContain('https://learn.example.edu/?verify=');
      expect(mail?.text).not.toContain('evil.example');
    } finally {
      await configured.app.close();
    }
  });
});

describe('auth/confirmSignUp', () => {
  it('confirms the account once: the link then works no more, and signing in does', async () => {
    const email = newEmail();
    await signUp(email);
    expect(
      (await call(t.app, 'auth/signIn', { oid: TEST_OID, username: email, password: 'Study#2468' })).json()
        .error.message,
    ).toBe('User Not Confirmed');
    const { code, username } = await linkFor(email);
    const confirmed = await call(t.app, 'auth/confirmSignUp', { oid: TEST_OID, username, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ username, confirmed: true });
    await signIn(t.app, email, 'Study#2468');

    const again = await call(t.app, 'auth/confirmSignUp', { oid: TEST_OID, username, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('EXPIRED_CODE');
    expect(again.json().error.message).toBe(
      'This verification link has already been used. If your email is verified, just log in.',
    );
  });

  it('refuses a link older than 24 hours', async () => {
    const email = newEmail();
    await signUp(email);
    const { code, username } = await linkFor(email);
    t.clock.advance(24 * 60 + 1);
    const response = await call(t.app, 'auth/confirmSignUp', { oid: TEST_OID, username, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('EXPIRED_CODE');
    const [user] = await t.database.db.select().from(users).where(eq(users.eid, username));
    expect(user?.confirmed).toBe(false);
  });

  it("refuses a forged token, and another account's token", async () => {
    const email = newEmail();
    await signUp(email);
    const { code } = await linkFor(email);
    const other = await createLearner(t.database.db);
    const forged = await call(t.app, 'auth/confirmSignUp', {
      oid: TEST_OID,
      username: email,
      code: 'x'.repeat(43),
    });
    expect(forged.json().error.code).toBe('CODE_MISMATCH');
    const misused = await call(t.app, 'auth/confirmSignUp', { oid: TEST_OID, username: other.email, code });
    expect(misused.json().error.code).toBe('CODE_MISMATCH');
  });

  it('stores only a hash of the token', async () => {
    const email = newEmail();
    const { userSub } = (await signUp(email)).json();
    const { code } = await linkFor(email);
    const rows = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, userSub));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(code);
  });
});

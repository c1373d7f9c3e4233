import { hash, randomBytes } from 'node:crypto';
import { sessionCookieName } from '@aula/contract/auth';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { sessions } from '../src/db/schema/auth.ts';
import { auditEvents, staffGrants, staffTotp } from '../src/db/schema/staff.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { Db } from '../src/platform/db.ts';
import { type AccountOverrides, createLearner, sessionCookieOf, type TestAccount } from './factories.ts';
import { call } from './test-app.ts';

/** A staff account as the tests make it, with its authenticator's secret when enrolled. */
export interface StaffAccount extends TestAccount {
  grants: StaffGrant[];
  /** The base32 TOTP secret of its confirmed second factor; undefined when not enrolled. */
  totpSecret: string | undefined;
}

/**
 * A confirmed staff account holding `grants` (an admin by default), enrolled in TOTP unless `enrolled`
 * is false. Each call makes a new e-mail unless one is given.
 */
export async function createStaff(
  db: Db,
  {
    grants = [{ role: 'admin', scope: null }],
    enrolled = true,
    ...overrides
  }: AccountOverrides & {
    grants?: StaffGrant[];
    enrolled?: boolean;
  } = {},
): Promise<StaffAccount> {
  const account = await createLearner(db, {
    email: `staff-${Math.random().toString(36).slice(2, 10)}@example.test`,
    name: 'Test Staff',
    ...overrides,
  });
  const { oid, user } = account;
  await db.insert(staffGrants).values(grants.map((grant) => ({ oid, userId: user.id, ...grant })));
  const totpSecret = enrolled ? new Secret({ size: 20 }).base32 : undefined;
  if (totpSecret) {
    await db.insert(staffTotp).values({ userId: user.id, oid, secret: totpSecret, confirmedAt: new Date() });
  }
  return { ...account, grants, totpSecret };
}

/** What an authenticator app shows for `secret` at the clock's time (the tests' own, independent of the server's). */
export function appCode(secret: string, clock: Clock, stepsLater = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: clock.now().getTime() + stepsLater * 30_000,
  });
}

/** The password step of a staff sign-in: its answer and the half-signed-in session's cookie. */
export async function signInPassword(app: FastifyInstance, account: TestAccount, oid = account.oid) {
  const response = await call(app, 'auth/signIn', {
    oid,
    username: account.email,
    password: account.password,
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  }
  return { response, cookie };
}

/**
 * Signs an enrolled staff account in with both factors and returns the fully signed-in cookie. The code
 * is the one of the clock's current step: a second sign-in of the same account needs the clock moved on
 * by 30 seconds.
 */
export async function signInStaff(
  app: FastifyInstance,
  clock: Clock,
  account: StaffAccount,
): Promise<string> {
  if (!account.totpSecret) throw new Error('the account has no second factor');
  const { cookie } = await signInPassword(app, account);
  const response = await call(
    app,
    'staff/verifySecondFactor',
    { code: appCode(account.totpSecret, clock) },
    cookie,
  );
  const verified = sessionCookieOf(response);
  if (response.statusCode !== 200 || !verified) {
    throw new Error(`the second factor failed (${response.statusCode}): ${response.body}`);
  }
  return verified;
}

/**
 * A fully signed-in session of an account stored straight in the table, as the auth module stores one
 * (under the SHA-256 of its token): for an organisation that the test portal does not serve, whose
 * accounts cannot sign in through it. Answers the cookie.
 */
export async function storedStaffSession(db: Db, account: TestAccount, clock: Clock): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({
    id: hash('sha256', token, 'hex'),
    oid: account.oid,
    userId: account.user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
    secondFactorAt: now,
  });
  return `${sessionCookieName}=${token}`;
}

/** A staff account and the cookie of its session (see `staffSession`). */
export interface StaffWithSession extends StaffAccount {
  cookie: string;
}

/**
 * A staff account holding `grants` with a live session, as the sign-in and the second factor leave it
 * (or, with `secondFactor: false`, as the password alone leaves it), written straight to the table:
 * for suites about what staff may do, not about signing in.
 */
export async function staffSession(
  db: Db,
  grants: StaffGrant[],
  { secondFactor = true, ...overrides }: AccountOverrides & { secondFactor?: boolean } = {},
): Promise<StaffWithSession> {
  const account = await createStaff(db, { grants, enrolled: secondFactor, ...overrides });
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    id: hash('sha256', token, 'hex'),
    oid: account.oid,
    userId: account.user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
    secondFactorAt: secondFactor ? now : null,
  });
  return { ...account, cookie: `${sessionCookieName}=${token}` };
}

/** The audit lines about a subject (or by an action), oldest first. */
export async function auditLines(db: Db, filter: { subjectId?: string; action?: string }) {
  const conditions = [
    filter.subjectId === undefined ? undefined : eq(auditEvents.subjectId, filter.subjectId),
    filter.action === undefined ? undefined : eq(auditEvents.action, filter.action),
  ];
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(asc(auditEvents.id));
}

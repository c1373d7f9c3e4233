import { randomUUID } from 'node:crypto';
import { sessionCookieName } from '@aula/contract/auth';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema/auth.ts';
import { organisations } from '../src/db/schema/organisations.ts';
import { hashPassword, type UserRow } from '../src/modules/auth/index.ts';
import type { Db } from '../src/platform/db.ts';
import { call } from './test-app.ts';

/** The organisation factories create accounts in unless told otherwise. */
export const TEST_OID = 'TEST';

export async function createOrganisation(
  db: Db,
  overrides: { oid?: string; name?: string } = {},
): Promise<string> {
  const oid = overrides.oid ?? TEST_OID;
  const name = overrides.name ?? 'Test University';
  await db
    .insert(organisations)
    .values({
      oid,
      profile: {
        name,
        shortName: name,
        logo: 'logo.svg',
        aboutHtml: '',
        onlineLearningHtml: '',
        contactHtml: '',
        poweredBy: 'Aula',
      },
    })
    .onConflictDoNothing();
  return oid;
}

export interface TestAccount {
  user: UserRow;
  email: string;
  password: string;
  oid: string;
}

export interface AccountOverrides {
  oid?: string;
  email?: string;
  name?: string;
  password?: string;
  confirmed?: boolean;
  mustChangePassword?: boolean;
  role?: UserRow['role'];
}

/**
 * A confirmed learner with a known password (in the test organisation, created when missing).
 * Each call makes a new e-mail unless one is given.
 */
export async function createLearner(db: Db, overrides: AccountOverrides = {}): Promise<TestAccount> {
  const oid = await createOrganisation(db, { oid: overrides.oid ?? TEST_OID });
  const email = overrides.email ?? `learner-${randomUUID().slice(0, 8)}@example.test`;
  const password = overrides.password ?? 'Study#2468';
  const [user] = await db
    .insert(users)
    .values({
      oid,
      eid: email.toLowerCase(),
      email,
      name: overrides.name ?? 'Test Learner',
      passwordHash: await hashPassword(password),
      confirmed: overrides.confirmed ?? true,
      mustChangePassword: overrides.mustChangePassword ?? false,
      role: overrides.role ?? 'learner',
    })
    .returning();
  if (!user) throw new Error('the learner was not created');
  return { user, email, password, oid };
}

/** The session cookie from a response that set one (`aula_session=...`), or undefined. */
export function sessionCookieOf(response: {
  cookies: Array<{ name: string; value: string }>;
}): string | undefined {
  const cookie = response.cookies.find((each) => each.name === sessionCookieName && each.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Signs in through the API and returns the cookie header value to send with later calls. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  oid: string = TEST_OID,
): Promise<string> {
  const response = await call(app, 'auth/signIn', { oid, username: email, password });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  }
  return cookie;
}

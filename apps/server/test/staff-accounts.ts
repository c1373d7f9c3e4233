import { hash, randomBytes } from 'node:crypto';
import { sessionCookieName } from '@aula/contract/auth';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { sessions } from '../src/db/schema/auth.ts';
import { staffGrants } from '../src/db/schema/staff.ts';
import type { Db } from '../src/platform/db.ts';
import { type AccountOverrides, createLearner, type TestAccount } from './factories.ts';

/** A staff account holding `grants` (in the test organisation unless told otherwise). */
export async function createStaff(
  db: Db,
  grants: readonly StaffGrant[],
  overrides: AccountOverrides = {},
): Promise<TestAccount> {
  const account = await createLearner(db, { name: 'Test Counsellor', ...overrides });
  await db
    .insert(staffGrants)
    .values(grants.map((grant) => ({ oid: account.oid, userId: account.user.id, ...grant })));
  return account;
}

/**
 * The cookie of a new session of `account` that has been through the second factor, as the staff
 * sign-in leaves it (the session is stored as the sign-in stores it: under its token's SHA-256).
 * `secondFactor: false` gives a session still owing it.
 */
export async function staffSessionCookie(
  db: Db,
  account: TestAccount,
  now: Date,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hash('sha256', token, 'hex'),
    oid: account.oid,
    userId: account.user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 8 * 60 * 60_000),
    secondFactorAt: secondFactor ? now : null,
  });
  return `${sessionCookieName}=${token}`;
}

import { createHash, randomBytes } from 'node:crypto';
import { sessionCookieName } from '@aula/contract/auth';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { sessions } from '../src/db/schema/auth.ts';
import { staffGrants } from '../src/db/schema/staff.ts';
import type { Db } from '../src/platform/db.ts';
import { type AccountOverrides, createLearner, type TestAccount } from './factories.ts';

export interface StaffAccount extends TestAccount {
  /** The cookie of a session that has been through the second factor (unless made without it). */
  cookie: string;
}

/**
 * A staff account holding `grants`, with a live session as the sign-in and the second factor leave it
 * (or, with `secondFactor: false`, as the password alone leaves it). The session is written directly:
 * the sign-in itself is tested by the staff module's own tests.
 */
export async function createStaff(
  db: Db,
  grants: StaffGrant[],
  { secondFactor = true, ...overrides }: AccountOverrides & { secondFactor?: boolean } = {},
): Promise<StaffAccount> {
  const account = await createLearner(db, { name: 'Test Staff', role: grants[0]?.role, ...overrides });
  if (grants.length > 0) {
    await db
      .insert(staffGrants)
      .values(grants.map((grant) => ({ ...grant, oid: account.oid, userId: account.user.id })));
  }
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    id: createHash('sha256').update(token).digest('hex'),
    oid: account.oid,
    userId: account.user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
    secondFactorAt: secondFactor ? now : null,
  });
  return { ...account, cookie: `${sessionCookieName}=${token}` };
}

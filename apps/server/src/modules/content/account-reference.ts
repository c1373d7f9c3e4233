import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import type { FieldPath } from './bundle-error.ts';
import type { SectionContext } from './section.ts';

/** Fails at `field` unless the organisation has an account with username `eid` (from accounts.json). */
export async function requireAccount(
  { db, oid, fail }: SectionContext,
  eid: string,
  field: FieldPath,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oid, oid), eq(users.eid, eid)));
  if (!user) fail(field, `unknown account ${eid} (not in accounts.json)`);
}

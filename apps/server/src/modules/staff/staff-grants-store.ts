import type { StaffRole } from '@aula/contract/operation';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { staffGrants } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';

/** The same grants once each, in a stable order (role, then scope). */
export function normaliseGrants(grants: readonly StaffGrant[]): StaffGrant[] {
  const seen = new Map<string, StaffGrant>();
  for (const grant of grants) seen.set(`${grant.role}\u0000${grant.scope ?? ''}`, grant);
  return [...seen.values()].sort(
    (a, b) => a.role.localeCompare(b.role) || (a.scope ?? '').localeCompare(b.scope ?? ''),
  );
}

/**
 * The role the account's row names, for the learner-side views that still read `users.role`: admin
 * over counsellor over instructor, learner for none. The grants are what authorises.
 */
function mainRoleOf(grants: readonly StaffGrant[]): StaffRole | 'learner' {
  for (const role of ['admin', 'counsellor', 'instructor'] as const) {
    if (grants.some((grant) => grant.role === role)) return role;
  }
  return 'learner';
}

/** Replaces every grant of the account (call it in the change's transaction). */
export async function replaceGrants(
  db: Db,
  { oid, userId }: { oid: string; userId: string },
  grants: readonly StaffGrant[],
  now: Date,
): Promise<void> {
  await db.delete(staffGrants).where(eq(staffGrants.userId, userId));
  if (grants.length > 0) {
    await db
      .insert(staffGrants)
      .values(grants.map((grant) => ({ oid, userId, role: grant.role, scope: grant.scope, grantedAt: now })));
  }
  await db
    .update(users)
    .set({ role: mainRoleOf(grants) })
    .where(eq(users.id, userId));
}

/**
 * The organisation's admins other than `userId`, their grant rows locked until the transaction ends:
 * of two admins removing each other at once, the second waits for the first and then sees one admin.
 */
export async function otherAdminsLocked(db: Db, oid: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: staffGrants.userId })
    .from(staffGrants)
    .where(and(eq(staffGrants.oid, oid), eq(staffGrants.role, 'admin'), ne(staffGrants.userId, userId)))
    .for('update');
  return rows.map((row) => row.userId);
}

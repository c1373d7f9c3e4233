import { limits } from '@aula/contract/common';
import type { StaffMember } from '@aula/contract/staff';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { staffGrants, staffTotp } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';

/** The organisation's staff accounts (those holding any role), by name, with their roles. */
export async function listStaff(db: Db, oid: string): Promise<{ staff: StaffMember[] }> {
  const rows = await db
    .select({ user: users, role: staffGrants.role, scope: staffGrants.scope })
    .from(staffGrants)
    .innerJoin(users, eq(users.id, staffGrants.userId))
    .where(eq(staffGrants.oid, oid))
    .orderBy(asc(users.name), asc(users.eid), asc(staffGrants.role), asc(staffGrants.scope));
  const members = new Map<string, { user: (typeof rows)[number]['user']; grants: StaffGrant[] }>();
  for (const { user, role, scope } of rows) {
    const member = members.get(user.id) ?? { user, grants: [] };
    member.grants.push({ role, scope });
    members.set(user.id, member);
  }
  const ids = [...members.keys()].slice(0, limits.listItems * 4);
  const enrolled =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ userId: staffTotp.userId })
              .from(staffTotp)
              .where(and(inArray(staffTotp.userId, ids), isNotNull(staffTotp.confirmedAt)))
          ).map((row) => row.userId),
        );
  const staff = ids.flatMap((id) => {
    const member = members.get(id);
    if (!member) return [];
    const { user, grants } = member;
    return [
      {
        userId: user.id,
        email: user.email,
        name: user.name,
        grants,
        secondFactorEnrolled: enrolled.has(user.id),
        invitationPending: user.mustChangePassword,
        createdAt: user.createdAt.toISOString(),
      },
    ];
  });
  return { staff };
}

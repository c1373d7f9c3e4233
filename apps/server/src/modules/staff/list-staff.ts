import type { Input, Output } from '@aula/contract/operation';
import { type listStaff as listStaffOperation, staffPageSize } from '@aula/contract/staff';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { and, asc, count, eq, exists, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { staffGrants, staffTotp } from '../../db/schema/staff.ts';
import { containsPattern } from '../../platform/contains-pattern.ts';
import type { Db } from '../../platform/db.ts';

type Filter = Input<typeof listStaffOperation>;

/**
 * The organisation's staff accounts (those holding any role in it, or the role asked for), by name, a
 * page at a time, with every role each holds; `q` matches the name or the e-mail.
 */
export async function listStaff(db: Db, filter: Filter): Promise<Output<typeof listStaffOperation>> {
  const { oid, q = '', role, page = 0 } = filter;
  const holdsRole = db
    .select({ userId: staffGrants.userId })
    .from(staffGrants)
    .where(
      and(
        eq(staffGrants.userId, users.id),
        eq(staffGrants.oid, oid),
        role === undefined ? undefined : eq(staffGrants.role, role),
      ),
    );
  const pattern = containsPattern(q);
  const where = and(
    eq(users.oid, oid),
    exists(holdsRole),
    q === '' ? undefined : or(ilike(users.name, pattern), ilike(users.email, pattern)),
  );
  const [members, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.eid))
      .limit(staffPageSize)
      .offset(page * staffPageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const ids = members.map((member) => member.id);
  if (ids.length === 0) return { staff: [], total: total?.total ?? 0 };
  const [grants, enrolled] = await Promise.all([
    db
      .select({ userId: staffGrants.userId, role: staffGrants.role, scope: staffGrants.scope })
      .from(staffGrants)
      .where(and(eq(staffGrants.oid, oid), inArray(staffGrants.userId, ids)))
      .orderBy(asc(staffGrants.role), asc(staffGrants.scope)),
    db
      .select({ userId: staffTotp.userId })
      .from(staffTotp)
      .where(and(inArray(staffTotp.userId, ids), isNotNull(staffTotp.confirmedAt))),
  ]);
  const grantsOf = new Map<string, StaffGrant[]>();
  for (const { userId, role: held, scope } of grants) {
    grantsOf.set(userId, [...(grantsOf.get(userId) ?? []), { role: held, scope }]);
  }
  const withSecondFactor = new Set(enrolled.map((row) => row.userId));
  return {
    staff: members.map((user) => ({
      userId: user.id,
      email: user.email,
      name: user.name,
      grants: grantsOf.get(user.id) ?? [],
      secondFactorEnrolled: withSecondFactor.has(user.id),
      invitationPending: user.mustChangePassword,
      createdAt: user.createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
  };
}

import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import type { FieldPath, SectionContext } from '../content/index.ts';

/**
 * For bundle sections of learners' records: the account of `eid` when it is enrolled in batch `bpid`;
 * fails at `field`'s `eid` otherwise.
 */
export async function requireEnrolledAccount(
  { db, oid, fail }: SectionContext,
  eid: string,
  bpid: string,
  field: FieldPath,
): Promise<{ id: string; name: string }> {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.oid, oid), eq(users.eid, eid)));
  if (!user) return fail([...field, 'eid'], `unknown account ${eid} (not in accounts.json)`);
  const [enrolment] = await db
    .select({ bpid: enrolments.bpid })
    .from(enrolments)
    .where(and(eq(enrolments.oid, oid), eq(enrolments.eid, eid), eq(enrolments.bpid, bpid)));
  if (!enrolment) return fail([...field, 'eid'], `${eid} is not enrolled in batch ${bpid} (enrolments.json)`);
  return user;
}

import { and, eq } from 'drizzle-orm';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import type { Db } from '../../platform/db.ts';

export type PartnerRegistration = typeof partnerRegistrations.$inferSelect;

/** The partner-portal registration of `email` in the organisation, matched without regard to case. */
export async function findPartnerRegistration(
  db: Db,
  oid: string,
  email: string,
): Promise<PartnerRegistration | undefined> {
  const [row] = await db
    .select()
    .from(partnerRegistrations)
    .where(and(eq(partnerRegistrations.oid, oid), eq(partnerRegistrations.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

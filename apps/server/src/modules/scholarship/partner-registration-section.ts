import { BundlePartnerRegistrations } from '@aula/contract/scholarship';
import { sql } from 'drizzle-orm';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import { defineSection } from '../content/index.ts';

/** Rows per insert: a registry may hold thousands of registrations, too many for one row at a time. */
const chunkSize = 500;

/**
 * partner-registrations.json: the registrations on the partner learning portal that e-VBAB
 * scholarship applicants are checked against. Upserted by e-mail; registrations missing from the
 * file are kept, as every section keeps records a bundle does not mention.
 */
export const partnerRegistrationSection = defineSection({
  file: 'partner-registrations.json',
  schema: BundlePartnerRegistrations,
  async load({ db, oid, claim }, list) {
    const rows = list.map((registration, index) => {
      const email = registration.email.toLowerCase();
      claim('partner registration', email, [index, 'email']);
      return {
        oid,
        email,
        firstName: registration.first_name,
        lastName: registration.last_name,
        learningCenter: registration.learning_center,
        learningCenterName: registration.learning_center_name,
        registeredOn: registration.registeredOn,
      };
    });
    for (let start = 0; start < rows.length; start += chunkSize) {
      await db
        .insert(partnerRegistrations)
        .values(rows.slice(start, start + chunkSize))
        .onConflictDoUpdate({
          target: [partnerRegistrations.oid, partnerRegistrations.email],
          set: {
            firstName: sql`excluded.first_name`,
            lastName: sql`excluded.last_name`,
            learningCenter: sql`excluded.learning_center`,
            learningCenterName: sql`excluded.learning_center_name`,
            registeredOn: sql`excluded.registered_on`,
          },
        });
    }
    return rows.length;
  },
});

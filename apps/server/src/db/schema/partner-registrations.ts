import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * Registrations on the partner (national) learning portal that the organisation imports: an
 * e-VBAB scholarship applicant must be among them (the spec's GCP_RESPONSE, and evbabdata later on).
 */
export const partnerRegistrations = pgTable(
  'partner_registrations',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    /** Lowercased, so a lookup matches however the applicant types it. */
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    learningCenter: text().notNull(),
    learningCenterName: text().notNull(),
    registeredOn: date().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.email] })],
);

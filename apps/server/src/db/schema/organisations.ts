import type { OrganisationProfile } from '@aula/contract/organisation';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  oid: text().primaryKey(),
  profile: jsonb().$type<OrganisationProfile>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

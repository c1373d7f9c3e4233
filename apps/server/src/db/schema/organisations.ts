import type { OrganisationProfile } from '@aula/contract/organisation';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

export const organisations = pgTable('organisations', {
  oid: text().primaryKey(),
  /** As the contract reads it: a profile stored before a field had its default may lack it (timeZone). */
  profile: jsonb().$type<z.input<typeof OrganisationProfile>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

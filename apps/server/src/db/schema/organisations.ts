import type { OrganisationProfile } from '@aula/contract/organisation';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

export const organisations = pgTable('organisations', {
  oid: text().primaryKey(),
  /** As the contract reads it: a profile stored before a field had its default may lack it (timeZone). */
  profile: jsonb().$type<z.input<typeof OrganisationProfile>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The organisation's outside exam providers (ADR 0093): addresses and client ids in clear, shared
 * secrets encrypted (AES-256-GCM, platform/settings-cipher.ts). A null group falls back to the
 * server's environment (PROCTOR_*, EXAM_SCHEDULER_*), as on a fresh install.
 */
export const organisationProviders = pgTable('organisation_providers', {
  oid: text()
    .primaryKey()
    .references(() => organisations.oid, { onDelete: 'cascade' }),
  proctorUrl: text(),
  proctorClientId: text(),
  proctorSecret: text(),
  schedulerUrl: text(),
  schedulerClientCode: text(),
  schedulerSecret: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

import { foreignKey, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';

/**
 * One saved section of an application wizard (the spec's typeobj: generalinfo, education,
 * uploaddoc, scholarship) with what the applicant entered (appobj), as the contract parsed it. A
 * section is saved whole each time; its presence is what unlocks the next tab.
 */
export const applicationSections = pgTable(
  'application_sections',
  {
    oid: text().notNull(),
    applicationid: text().notNull(),
    section: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.applicationid, table.section] }),
    foreignKey({
      columns: [table.oid, table.applicationid],
      foreignColumns: [applications.oid, applications.applicationid],
    }).onDelete('cascade'),
  ],
);

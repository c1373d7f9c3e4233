import { date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * A learner's place in a batch. Everything a learner may see of a batch (courses, events, marks, hall
 * tickets, ...) is reached through this row: no row, no access.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    /** The learner's username (lowercased e-mail), as in users.eid. */
    eid: text().notNull(),
    bpid: text().notNull(),
    pid: text().notNull(),
    usn: text(),
    enrolledOn: date().notNull(),
    selectedElectives: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.eid, table.bpid] }), index().on(table.oid, table.bpid)],
);

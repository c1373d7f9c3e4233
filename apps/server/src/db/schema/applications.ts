import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * A learner's application to a program's batch (spec 3 §3 "Application held in session"). The id is
 * the spec's applicationid (bpid, a hyphen, Unix seconds of the first save); one per learner and batch.
 */
export const applications = pgTable(
  'applications',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    applicationid: text().notNull(),
    /** The applicant's username (lowercased e-mail), as in users.eid. */
    eid: text().notNull(),
    pid: text().notNull(),
    bpid: text().notNull(),
    /** 0 started, 1 in progress, 2 submitted, 3 approved, 4 and 5 later decisions (spec 3 §4). */
    pstatus: integer().notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    /**
     * Grows with every save by the applicant and every decision: a counsellor's decision names the
     * version they read and is refused if it has moved (ADR 0067).
     */
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.applicationid] }),
    unique().on(table.oid, table.eid, table.bpid),
    index().on(table.oid, table.eid),
  ],
);

import { date, index, jsonb, pgTable, pgView, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The batch courses each learner studies (ADR 0069): one row per batch course of a batch the learner is
 * enrolled in, an elective only when the enrolment's selectedElectives names its tid. The one place
 * that rule is written (migration 0007); every module reads it through enrolments/learner-courses.ts.
 */
export const learnerCourses = pgView('learner_courses', {
  oid: text().notNull(),
  eid: text().notNull(),
  bpid: text().notNull(),
  /** The program of the learner's enrolment. */
  pid: text().notNull(),
  bcid: text().notNull(),
  tid: text().notNull(),
}).existing();

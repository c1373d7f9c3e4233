import type { TestStatus } from '@aula/contract/tests';
import {
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/** A test assigned to one learner (spec 3 §3 "Assigned test"), taken at the proctoring provider. */
export const assignedTests = pgTable(
  'assigned_tests',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    /** The learner's username (lowercased e-mail). */
    eid: text().notNull(),
    testId: text().notNull(),
    testName: text().notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    testStatus: text().$type<TestStatus>().notNull(),
    /** Minutes. */
    testTotalTime: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.eid, table.testId] })],
);

/** A learner's result of an assigned test; once it exists the test cannot be started again. */
export const testResults = pgTable(
  'test_results',
  {
    oid: text().notNull(),
    eid: text().notNull(),
    testId: text().notNull(),
    score: doublePrecision().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.testId] }),
    foreignKey({
      columns: [table.oid, table.eid, table.testId],
      foreignColumns: [assignedTests.oid, assignedTests.eid, assignedTests.testId],
    }).onDelete('cascade'),
  ],
);

import type { ExamStatus } from '@aula/contract/assigned-exams';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * An exam assigned to one learner (spec 3 §3 "Assigned test"), taken at the proctoring provider. The
 * tables keep their first names (assigned_tests, test_results); the code calls the area assigned exams.
 */
export const assignedExams = pgTable(
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
    testStatus: text().$type<ExamStatus>().notNull(),
    /** Minutes. */
    testTotalTime: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.eid, table.testId] })],
);

/**
 * A proctored test assigned to a whole batch (ADR 0093): every learner enrolled in the batch, whenever
 * they enrolled, finds it among their assigned tests. Its id is unique in the organisation, so it never
 * meets a test assigned to one learner.
 */
export const batchTests = pgTable(
  'batch_tests',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    testId: text().notNull(),
    bpid: text().notNull(),
    testName: text().notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    testStatus: text().$type<ExamStatus>().notNull(),
    /** Minutes. */
    testTotalTime: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.testId] }), index().on(table.oid, table.bpid)],
);

/** A learner's result of an assigned exam; once it exists the exam cannot be started again. */
export const examResults = pgTable(
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
      foreignColumns: [assignedExams.oid, assignedExams.eid, assignedExams.testId],
    }).onDelete('cascade'),
  ],
);

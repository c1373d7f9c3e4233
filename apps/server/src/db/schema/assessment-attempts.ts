import type { Answer } from '@aula/contract/assessments';
import {
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assessments } from './content.ts';

/*
 * Learners' attempts at assessments and assignments: one row per learner and assessment, and one row per
 * answer, so a save writes only the answers it carries and a retry or a late, older save cannot double
 * or reorder anything (each answer keeps the device and sequence number that wrote it).
 */

/** A learner's attempt: status 0 (a draft) until the one submission sets 1 and, for an assessment, the score. */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    eid: text().notNull(),
    status: integer().$type<0 | 1>().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastSavedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    /** Percent, capped at 100; null for an assignment. */
    score: doublePrecision(),
    /** The device and sequence of the save that submitted, so a retry of that very save is answered alike. */
    submitDevice: text(),
    submitSeq: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.eid] }),
    foreignKey({
      columns: [table.oid, table.assessid],
      foreignColumns: [assessments.oid, assessments.assessid],
    }).onDelete('cascade'),
  ],
);

/** One answer of an attempt, as last written by the newest save of the device that wrote it. */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    eid: text().notNull(),
    iid: text().notNull(),
    answer: jsonb().$type<Answer>().notNull(),
    device: text().notNull(),
    seq: integer().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.eid, table.iid] }),
    foreignKey({
      columns: [table.oid, table.assessid, table.eid],
      foreignColumns: [assessmentAttempts.oid, assessmentAttempts.assessid, assessmentAttempts.eid],
    }).onDelete('cascade'),
  ],
);

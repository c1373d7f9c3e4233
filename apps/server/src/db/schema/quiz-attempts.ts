import type { CourseFeedbackAnswer, FeedbackKind } from '@aula/contract/course-feedback';
import type { InstructorFeedback, MiniAnswer } from '@aula/contract/mini-assignments';
import type { FeedbackQuestion } from '@aula/contract/program-feedback';
import type { QuizAnswer } from '@aula/contract/quizzes';
import {
  boolean,
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * What learners do with the quizzes, mini assignments and feedback forms of their batch courses: one row
 * per learner, batch course and quiz (or form), so the table's key is what allows one submission.
 */

const orgId = () =>
  text()
    .notNull()
    .references(() => organisations.oid, { onDelete: 'cascade' });

/**
 * A learner's tries at a quiz (qtype 0-2), scored by the server: their count, and the best try's
 * answers and score (ADR 0061).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    oid: orgId(),
    eid: text().notNull(),
    bcid: text().notNull(),
    quizid: text().notNull(),
    responses: jsonb().$type<QuizAnswer[]>().notNull(),
    score: doublePrecision().notNull(),
    total: doublePrecision().notNull(),
    percent: integer().notNull(),
    /** Complete by the quiz's rule; once true it stays so. */
    passed: boolean().notNull(),
    attempts: integer().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.quizid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

/** A learner's mini assignment (qtype 3): edited 1 when submitted, 2 after the one edit. */
export const miniAssignments = pgTable(
  'mini_assignments',
  {
    oid: orgId(),
    eid: text().notNull(),
    bcid: text().notNull(),
    quizid: text().notNull(),
    response: jsonb().$type<MiniAnswer[]>().notNull(),
    edited: smallint().$type<1 | 2>().notNull(),
    score: doublePrecision(),
    feedback: jsonb().$type<InstructorFeedback[]>().notNull().default([]),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.quizid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

/**
 * A course's (cr) or its instructor's (ir) feedback form; whether a batch may answer it is its switch
 * (batch_switches), which starts from `default_enabled` (ADR 0089) in every batch running the course.
 */
export const courseFeedbackForms = pgTable(
  'course_feedback_forms',
  {
    oid: orgId(),
    tid: text().notNull(),
    crir: text().$type<FeedbackKind>().notNull(),
    /** The bundle's `enabled`: the switch a batch running the course starts from, whenever it starts. */
    defaultEnabled: boolean().notNull().default(true),
    comment: boolean().notNull(),
    questions: jsonb().$type<FeedbackQuestion[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.tid, table.crir] })],
);

/** A learner's course or instructor feedback for a batch course: one per learner, course and kind. */
export const courseFeedbackResponses = pgTable(
  'course_feedback_responses',
  {
    oid: orgId(),
    eid: text().notNull(),
    bcid: text().notNull(),
    crir: text().$type<FeedbackKind>().notNull(),
    response: jsonb().$type<CourseFeedbackAnswer[]>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.crir] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

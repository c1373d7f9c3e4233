import type { FeedbackAnswer, FeedbackQuestion } from '@aula/contract/program-feedback';
import { foreignKey, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batches, programs } from './programs.ts';

/** A program's 'Overall Program Feedback' questions; whether a batch may answer them is its switch (batch_switches). */
export const programFeedbackForms = pgTable(
  'program_feedback_forms',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    pid: text().notNull(),
    questions: jsonb().$type<FeedbackQuestion[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.pid] }),
    foreignKey({ columns: [table.oid, table.pid], foreignColumns: [programs.oid, programs.pid] }).onDelete(
      'cascade',
    ),
  ],
);

/** A learner's answers for their batch; the key allows one submission per learner and batch. */
export const programFeedbackResponses = pgTable(
  'program_feedback_responses',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bpid: text().notNull(),
    pid: text().notNull(),
    response: jsonb().$type<FeedbackAnswer[]>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bpid] }),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

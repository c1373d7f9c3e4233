import type { QuizItem } from '@aula/contract/content-bundle-questions';
import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/*
 * The organisation's question banks (ADR 0091): questions authored once and copied into any course's
 * quiz or assessment. A quiz keeps its copy, so changing or removing a bank's question never changes a
 * quiz, nor any learner's attempt at one.
 */

export const questionBanks = pgTable(
  'question_banks',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    bankid: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.bankid] })],
);

/** One question of a bank, in the content bundle's quiz question shape (sanitised stem). */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    oid: text().notNull(),
    bankid: text().notNull(),
    qid: text().notNull(),
    position: integer().notNull(),
    question: jsonb().$type<QuizItem>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.bankid, table.qid] }),
    foreignKey({
      columns: [table.oid, table.bankid],
      foreignColumns: [questionBanks.oid, questionBanks.bankid],
    }).onDelete('cascade'),
  ],
);

import { foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * The discussion of a course in one batch (bcid): learners' questions and answers, plain text. The
 * author is kept by account (eid) to decide who may delete a post; the name is copied for display.
 */

const moment = () => timestamp({ withTimezone: true });

export const discussionQuestions = pgTable(
  'discussion_questions',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    qid: text().notNull(),
    bcid: text().notNull(),
    bpid: text().notNull(),
    eid: text().notNull(),
    username: text().notNull(),
    question: text().notNull(),
    postedAt: moment().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.qid] }),
    index().on(table.oid, table.bcid, table.postedAt),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

export const discussionAnswers = pgTable(
  'discussion_answers',
  {
    oid: text().notNull(),
    aid: text().notNull(),
    qid: text().notNull(),
    eid: text().notNull(),
    username: text().notNull(),
    answer: text().notNull(),
    postedAt: moment().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.aid] }),
    index().on(table.oid, table.qid, table.postedAt),
    foreignKey({
      columns: [table.oid, table.qid],
      foreignColumns: [discussionQuestions.oid, discussionQuestions.qid],
    }).onDelete('cascade'),
  ],
);

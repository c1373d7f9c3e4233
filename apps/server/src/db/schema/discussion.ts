import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * The discussion of a course in one batch (bcid): learners' questions and answers, plain text. The
 * author is kept by account (eid) to decide who may delete a post; the name is copied for display.
 * Moderation (ADR 0074): each post says whether its author is a learner or staff (the staff badge comes
 * from this, never from the name), a post hidden by staff keeps when, by whom and why, and a locked
 * question takes no more answers.
 */

const moment = () => timestamp({ withTimezone: true });

/** Who wrote a post: a learner of the batch, or an instructor or admin answering as staff. */
const authorKind = () => text().$type<'learner' | 'staff'>().notNull().default('learner');

/** A post hidden by staff: when, by which staff account (userId), and the reason its author is shown. */
const hidden = () => ({
  hiddenAt: moment(),
  hiddenBy: text(),
  hiddenReason: text(),
});

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
    authorKind: authorKind(),
    ...hidden(),
    locked: boolean().notNull().default(false),
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
    authorKind: authorKind(),
    ...hidden(),
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

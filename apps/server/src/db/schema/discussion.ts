import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * The discussion of a course in one batch (bcid): learners' questions and answers, plain text. The
 * author is kept by account (eid) to decide who may delete a post; the name is copied for display.
 * Moderation (ADR 0074): each post says whether its author is a learner or staff (the staff badge comes
 * from this, never from the name), a post hidden by staff keeps when, by whom and why, and a locked
 * question takes no more answers. In a course that holds posts for review, a learner's post with a
 * link or in a flood waits, seen by its author and staff only, until staff approve or hide it.
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

/** Why a learner's post waits for review: it holds a link, or came in a flood of posts. */
export type HeldFor = 'link' | 'flood';

/** A learner's post held for review (the course holds such posts): since when, and why. */
const held = () => ({
  heldAt: moment(),
  heldFor: text().$type<HeldFor>(),
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
    ...held(),
    locked: boolean().notNull().default(false),
    /** The id the author's device gave the post: a retried send finds it and posts nothing again. */
    clientId: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.qid] }),
    uniqueIndex().on(table.oid, table.eid, table.clientId),
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
    ...held(),
    /** The id the author's device gave the post: a retried send finds it and posts nothing again. */
    clientId: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.aid] }),
    uniqueIndex().on(table.oid, table.eid, table.clientId),
    index().on(table.oid, table.qid, table.postedAt),
    foreignKey({
      columns: [table.oid, table.qid],
      foreignColumns: [discussionQuestions.oid, discussionQuestions.qid],
    }).onDelete('cascade'),
  ],
);

/** A batch course whose learners' posts with a link or in a flood are held for review: who set it, when. */
export const discussionReviews = pgTable(
  'discussion_reviews',
  {
    oid: text().notNull(),
    bcid: text().notNull(),
    setBy: text().notNull(),
    setAt: moment().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.bcid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * Learners' project work: one thread per learner and objective of a batch course, and its messages.
 * The thread row carries the objective's status (set by staff) and a version that grows with every
 * change, so the 5-second poll of an open objective is one primary-key lookup while nothing changed.
 */

const moment = () => timestamp({ withTimezone: true });

export const projectThreads = pgTable(
  'project_threads',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    objid: text().notNull(),
    /** 1 In-progress, 2 Approved, 3 Rejected. */
    objStatus: integer().$type<1 | 2 | 3>().notNull().default(1),
    approvedMessageId: bigint({ mode: 'number' }),
    approvedAt: moment(),
    /** Grows by one with each message and each status change. */
    version: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.objid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

export const projectMessages = pgTable(
  'project_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    oid: text().notNull(),
    eid: text().notNull(),
    bcid: text().notNull(),
    objid: text().notNull(),
    /** `learner` (the thread's) or `staff`. */
    author: text().$type<'learner' | 'staff'>().notNull(),
    uname: text().notNull(),
    message: text().notNull(),
    /** A staff reply names the message it answers. */
    replyTo: bigint({ mode: 'number' }),
    fileName: text(),
    fileKey: text(),
    fileType: text(),
    postedAt: moment().notNull(),
    /** The id the learner's device gave the message: a retried send finds it and adds nothing again. */
    clientId: text(),
  },
  (table) => [
    index().on(table.oid, table.eid, table.bcid, table.objid, table.id),
    uniqueIndex().on(table.oid, table.eid, table.clientId),
    foreignKey({
      columns: [table.oid, table.eid, table.bcid, table.objid],
      foreignColumns: [projectThreads.oid, projectThreads.eid, projectThreads.bcid, projectThreads.objid],
    }).onDelete('cascade'),
  ],
);

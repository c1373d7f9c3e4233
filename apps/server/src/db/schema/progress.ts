import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * A learner's progress, kept per learning object and per course of their batch (bcid): rows exist only
 * for what the learner has touched, so "not started" is the absence of a row.
 */

/** The spec's op: 0 not started, 1 in progress, 2 complete. */
export type ObjectProgressCode = 0 | 1 | 2;

/** One learning object of a batch course, for one learner (eid, their username). */
export const objectProgress = pgTable(
  'object_progress',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    /** The object's id inside its course (the spec calls it oid there). */
    objid: text().notNull(),
    op: smallint().$type<ObjectProgressCode>().notNull().default(0),
    /** Seconds spent on the object. */
    timespent: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.objid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

/** One batch course for one learner: whether it is complete (tp) and where they were last. */
export const courseProgress = pgTable(
  'course_progress',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    /** The spec's tp: 2 when the course is complete. */
    tp: smallint().$type<ObjectProgressCode>().notNull().default(0),
    /** The object of this course the learner opened last, and when: the course resumes there. */
    lastObjid: text(),
    lastOpenedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid] }),
    index().on(table.oid, table.eid, table.lastOpenedAt),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

/**
 * The one object a learner has open (ADR 0063): opening another replaces the row, so an object counts
 * time only while it is the open one, and Mark Complete is accepted only for it, at least five seconds
 * after `openedAt` and for no more time than since then.
 */
export const openObjects = pgTable(
  'open_objects',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    objid: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

import type { ProgramDetails } from '@aula/contract/content-bundle';
import type { ProgramCategory } from '@aula/contract/programs';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/** A program of study; its authored texts (overview, curriculum, FAQs, ...) are one jsonb document. */
export const programs = pgTable(
  'programs',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    pid: text().notNull(),
    category: text().$type<ProgramCategory>().notNull(),
    pname: text().notNull(),
    published: boolean().notNull().default(true),
    /** Withdrawn from the catalogue for good (never published while retired; ADR 0088). */
    retired: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** Partial because a program may be created before its texts are written. */
    details: jsonb().$type<Partial<ProgramDetails>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.oid, table.pid] })],
);

/** A batch is one intake of a program (its own dates, learners and schedule). */
export const batches = pgTable(
  'batches',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    bpid: text().notNull(),
    pid: text().notNull(),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The batch the public catalogue offers for the program. */
    current: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.oid, table.bpid] }), index().on(table.oid, table.pid)],
);

/**
 * A course (topic, tid) as one batch runs it, under its own id (the spec's bcid, also called btid or
 * bcourseid): learners' progress, feedback and project threads hang on it.
 */
export const batchCourses = pgTable(
  'batch_courses',
  {
    oid: text().notNull(),
    bcid: text().notNull(),
    bpid: text().notNull(),
    tid: text().notNull(),
    /** An elective course, shown only to learners who selected it. */
    telective: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.bcid] }),
    unique().on(table.oid, table.bpid, table.tid),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

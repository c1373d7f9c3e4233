import type { ProgramCategory } from '@aula/contract/programs';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    sortOrder: integer().notNull().default(0),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
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

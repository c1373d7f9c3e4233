import type { CourseDraft } from '@aula/contract/staff-course-builder';
import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { programs } from './programs.ts';

/**
 * The course builder's draft of a course (ADR 0089): what an admin edits, never read by a learner. A
 * course without a row has no edits yet (its draft is its published content); publishing writes the
 * draft into `courses` through the content import's course sections and keeps the row.
 */
export const courseDrafts = pgTable(
  'course_drafts',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    tid: text().notNull(),
    pid: text().notNull(),
    draft: jsonb().$type<CourseDraft>().notNull(),
    /** Bumped by every save and publish: a save naming an older one is refused (two admins at once). */
    version: integer().notNull().default(0),
    /** The staff account that saved it last (kept as an id after the account is gone). */
    updatedBy: uuid().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.tid] }),
    foreignKey({ columns: [table.oid, table.pid], foreignColumns: [programs.oid, programs.pid] }).onDelete(
      'cascade',
    ),
  ],
);

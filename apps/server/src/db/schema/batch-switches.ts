import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses, batches } from './programs.ts';

/**
 * What an admin can switch off for one batch (spec 2 §6, ADR 0070): a nugget of a batch course (its
 * unit's objects, or a project nugget's objectives), one learning or project object, the course and
 * the instructor feedback of a batch course, and the batch's 'Overall Program Feedback'.
 */
export const switchKinds = [
  'nugget',
  'object',
  'courseFeedback',
  'instructorFeedback',
  'programFeedback',
] as const;
export type SwitchKind = (typeof switchKinds)[number];

/**
 * The admin's switches, one row per batch and thing switched. A content import writes each default
 * from the bundle (`changed_by` null); a staff change names its author and is kept by later imports.
 * A thing without a row is on. `bcid` is null only for the batch's own switch (programFeedback);
 * `target` is the nugget's nid or the object's oid, and empty for a feedback form.
 */
export const batchSwitches = pgTable(
  'batch_switches',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    bpid: text().notNull(),
    bcid: text(),
    kind: text().$type<SwitchKind>().notNull(),
    target: text().notNull().default(''),
    enabled: boolean().notNull(),
    /** The staff account that set it (kept as an id after the account is gone); null for the bundle's default. */
    changedBy: uuid(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique().on(table.oid, table.bpid, table.bcid, table.kind, table.target).nullsNotDistinct(),
    index().on(table.oid, table.bcid),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
    check(
      'batch_switches_kind_check',
      sql`${table.kind} in ('nugget', 'object', 'courseFeedback', 'instructorFeedback', 'programFeedback')`,
    ),
    check('batch_switches_bcid_check', sql`(${table.bcid} is null) = (${table.kind} = 'programFeedback')`),
    check(
      'batch_switches_target_check',
      sql`(${table.target} = '') = (${table.kind} not in ('nugget', 'object'))`,
    ),
  ],
);

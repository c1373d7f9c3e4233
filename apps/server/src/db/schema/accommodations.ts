import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { assessments } from './content.ts';

const moment = () => timestamp({ withTimezone: true });

/*
 * Accommodations on timed assessments (issue 24, ADR 0073): for one learner of one assessment, extra
 * minutes after their deadline and/or a later window of their own, with the reason staff gave. One row
 * per learner and assessment, replaced on change (the audit log keeps what it was).
 */
export const assessmentAccommodations = pgTable(
  'assessment_accommodations',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    eid: text().notNull(),
    /** Minutes added to the learner's end (0 when only a later window is granted). */
    extraMinutes: integer().notNull().default(0),
    /** The learner's own window; both null when only extra minutes are granted. */
    windowStart: moment(),
    windowEnd: moment(),
    reason: text().notNull(),
    /** The e-mail (eid) of the staff account that granted it. */
    grantedBy: text().notNull(),
    grantedAt: moment().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.eid] }),
    foreignKey({
      columns: [table.oid, table.assessid],
      foreignColumns: [assessments.oid, assessments.assessid],
    }).onDelete('cascade'),
    check('assessment_accommodations_extra_check', sql`${table.extraMinutes} between 0 and 600`),
    check(
      'assessment_accommodations_window_check',
      sql`(${table.windowStart} is null) = (${table.windowEnd} is null) and (${table.windowStart} is null or ${table.windowStart} < ${table.windowEnd})`,
    ),
    check(
      'assessment_accommodations_grants_check',
      sql`${table.extraMinutes} > 0 or ${table.windowStart} is not null`,
    ),
  ],
);

import {
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assessmentAttempts } from './assessment-attempts.ts';

/*
 * Staff marks of learners' open answers (descriptive and file answers, ADR 0072): one row per attempt
 * for its marking (a version for the marker's stale check, and the release), one per marked question.
 * The learner reads only the released columns, a copy taken at release, so a mark changed since is
 * never theirs until released again.
 */

/** The marking of one submitted attempt. */
export const assessmentMarkings = pgTable(
  'assessment_markings',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    eid: text().notNull(),
    /** Raised by each save of marks; a save names the version it was made from. */
    version: integer().notNull().default(0),
    /** The version that was released, its total (percent), who released it and when. */
    releasedVersion: integer(),
    releasedScore: doublePrecision(),
    releasedAt: timestamp({ withTimezone: true }),
    releasedBy: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.eid] }),
    foreignKey({
      columns: [table.oid, table.assessid, table.eid],
      foreignColumns: [assessmentAttempts.oid, assessmentAttempts.assessid, assessmentAttempts.eid],
    }).onDelete('cascade'),
  ],
);

/**
 * A marker's mark and comment of one open answer, or their override of an objective answer's automatic
 * score with its reason (a null mark: the override was removed, kept so that what was released stays
 * until released again), and the copy the learner was released.
 */
export const assessmentMarks = pgTable(
  'assessment_marks',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    eid: text().notNull(),
    iid: text().notNull(),
    mark: doublePrecision(),
    comment: text().notNull().default(''),
    /** Why an objective answer's automatic score was overridden; null for an open answer's mark. */
    reason: text(),
    /** The marker's account id. */
    markedBy: text().notNull(),
    markedAt: timestamp({ withTimezone: true }).notNull(),
    releasedMark: doublePrecision(),
    releasedComment: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.eid, table.iid] }),
    foreignKey({
      columns: [table.oid, table.assessid, table.eid],
      foreignColumns: [assessmentMarkings.oid, assessmentMarkings.assessid, assessmentMarkings.eid],
    }).onDelete('cascade'),
  ],
);

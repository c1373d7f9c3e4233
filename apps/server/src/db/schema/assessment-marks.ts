import {
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { assessmentAttempts } from './assessment-attempts.ts';
import { assessments } from './content.ts';

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

/** An assessment marked anonymously: who set it and when (no row: learners are named to markers). */
export const anonymousMarkings = pgTable(
  'anonymous_markings',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    /** The staff account that set it. */
    setBy: text().notNull(),
    setAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid] }),
    foreignKey({
      columns: [table.oid, table.assessid],
      foreignColumns: [assessments.oid, assessments.assessid],
    }).onDelete('cascade'),
  ],
);

/** A learner's number under anonymous marking of an assessment ("Participant 7"), the same for every marker. */
export const markingParticipants = pgTable(
  'marking_participants',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    eid: text().notNull(),
    participant: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.eid] }),
    unique().on(table.oid, table.assessid, table.participant),
    foreignKey({
      columns: [table.oid, table.assessid, table.eid],
      foreignColumns: [assessmentAttempts.oid, assessmentAttempts.assessid, assessmentAttempts.eid],
    }).onDelete('cascade'),
  ],
);

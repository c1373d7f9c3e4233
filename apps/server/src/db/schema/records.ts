import {
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batches } from './programs.ts';

/*
 * A learner's records of a batch: certificates, hall tickets and internal-assessment marks. Every row
 * names its learner (eid) and batch (bpid); a learner reads only rows with their own eid.
 */

const orgId = () =>
  text()
    .notNull()
    .references(() => organisations.oid, { onDelete: 'cascade' });
const moment = () => timestamp({ withTimezone: true });

/**
 * A certificate issued to a learner for a batch. The learner's name and the program's title are kept
 * as they were on the day of issue: the certificate says what was awarded then.
 */
export const certificates = pgTable(
  'certificates',
  {
    oid: orgId(),
    certno: text().notNull(),
    eid: text().notNull(),
    bpid: text().notNull(),
    pid: text().notNull(),
    learnerName: text().notNull(),
    programTitle: text().notNull(),
    issuedOn: date().notNull(),
    createdAt: moment().notNull().defaultNow(),
    /** The staff account that issued it; null when the learner asked for it (ADR 0092). */
    issuedBy: text(),
    /** The university day it was revoked, and why (ADR 0092); a revoked certificate stays, saying so. */
    revokedOn: date(),
    revokeReason: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.certno] }),
    // One certificate per learner and batch: asking again answers the same one.
    unique().on(table.oid, table.eid, table.bpid),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The organisation's certificate template (ADR 0092): the logo and the signature image printed on every
 * certificate rendered after they were saved (private file keys, checked from their bytes), and the
 * signatory's name and title under the signature.
 */
export const certificateTemplates = pgTable('certificate_templates', {
  oid: orgId().primaryKey(),
  logoKey: text(),
  signatureKey: text(),
  signatoryName: text().notNull().default(''),
  signatoryTitle: text().notNull().default(''),
  updatedAt: moment().notNull().defaultNow(),
});

/** A learner's hall ticket; its file lives in the file store under a private key (`fileKey`). */
export const hallTickets = pgTable(
  'hall_tickets',
  {
    oid: orgId(),
    eid: text().notNull(),
    bpid: text().notNull(),
    /** The stored name, as the spec's hallticketName; may hold path segments. */
    hallticketName: text().notNull(),
    fileKey: text().notNull(),
    contentType: text().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bpid, table.hallticketName] }),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

/** An internal assessment of a course in a batch and semester; its marks show from `visibleAt`. */
export const iaAssessments = pgTable(
  'ia_assessments',
  {
    oid: orgId(),
    iaid: text().notNull(),
    bpid: text().notNull(),
    tid: text().notNull(),
    semester: integer().notNull(),
    name: text().notNull(),
    maxMarks: doublePrecision().notNull(),
    /** When the marks are shown to learners; null while the component is a draft (ADR 0076). */
    visibleAt: moment(),
    position: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.iaid] }),
    index().on(table.oid, table.bpid, table.semester),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

/** A learner's marks in one internal assessment, and their answer to them (concern raised or none). */
export const iaMarks = pgTable(
  'ia_marks',
  {
    oid: text().notNull(),
    iaid: text().notNull(),
    eid: text().notNull(),
    marks: doublePrecision().notNull(),
    /** 'raised' or 'none'; null until the learner answers. */
    concern: text().$type<'raised' | 'none'>(),
    concernAt: moment(),
    /** Staff's answer to a raised concern (plain text); an answered concern is closed (ADR 0076). */
    concernAnswer: text(),
    concernAnsweredAt: moment(),
    /** The answering staff member's user id. */
    concernAnsweredBy: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.iaid, table.eid] }),
    index().on(table.oid, table.eid),
    foreignKey({
      columns: [table.oid, table.iaid],
      foreignColumns: [iaAssessments.oid, iaAssessments.iaid],
    }).onDelete('cascade'),
  ],
);

import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import type { AnnouncementType } from '@aula/contract/content-bundle-notices';
import type { AssessmentItem, QuizItem, QuizType } from '@aula/contract/content-bundle-questions';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batches, programs } from './programs.ts';

/*
 * Authored content, loaded from content bundles. Rows exist for what is looked up on its own (a course,
 * a quiz, an assessment and its items, an event, ...); what is only ever read whole is jsonb.
 */

const orgId = () =>
  text()
    .notNull()
    .references(() => organisations.oid, { onDelete: 'cascade' });

/** A nugget or an object of a course that is off unless staff turn it on for a batch. */
export interface CourseSwitchOff {
  kind: 'nugget' | 'object';
  target: string;
}

/** A course (topic) of a program: its units (nuggets) of learning objects, references, videos, project. */
export const courses = pgTable(
  'courses',
  {
    oid: orgId(),
    tid: text().notNull(),
    pid: text().notNull(),
    ttitle: text().notNull(),
    /** In weeks. */
    tduration: integer().notNull(),
    tenabled: boolean().notNull().default(true),
    freenavigation: boolean().notNull().default(false),
    details: jsonb().$type<CourseDetails>().notNull(),
    /**
     * The nuggets and objects its bundle or its last publish turned off: the switch defaults every batch
     * running the course starts from, a batch that starts running it later included (ADR 0070, 0089).
     */
    switchesOff: jsonb().$type<CourseSwitchOff[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.tid] }),
    index().on(table.oid, table.pid),
    foreignKey({ columns: [table.oid, table.pid], foreignColumns: [programs.oid, programs.pid] }).onDelete(
      'cascade',
    ),
  ],
);

/** A quiz shown by a course's learning object of otype quiz (whose oid is the quizid). */
export const quizzes = pgTable(
  'quizzes',
  {
    oid: orgId(),
    quizid: text().notNull(),
    /** The course whose learning object shows it; set when that course is imported. */
    tid: text(),
    qtype: integer().$type<QuizType>().notNull(),
    /** Percent to reach in a type 2 quiz; null means half the questions. */
    cutoff: doublePrecision(),
    /** Last moment to submit a type 3 mini assignment. */
    deadline: timestamp({ withTimezone: true }),
    qitems: jsonb().$type<QuizItem[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.quizid] }), index().on(table.oid, table.tid)],
);

/** An assessment (quiztype 'assess') or assignment ('assign') of a batch. */
export const assessments = pgTable(
  'assessments',
  {
    oid: orgId(),
    assessid: text().notNull(),
    quiztype: text().$type<'assess' | 'assign'>().notNull(),
    bpid: text().notNull(),
    tid: text(),
    title: text().notNull(),
    startdate: timestamp({ withTimezone: true }),
    enddate: timestamp({ withTimezone: true }),
    answerdate: timestamp({ withTimezone: true }),
    instructions: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid] }),
    index().on(table.oid, table.bpid, table.quiztype),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

/** One question of an assessment or assignment; learners' answers name it by iid. */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    oid: text().notNull(),
    assessid: text().notNull(),
    iid: text().notNull(),
    position: integer().notNull(),
    atype: integer().$type<AssessmentItem['atype']>().notNull(),
    istem: text().notNull(),
    img: text(),
    iopts: jsonb().$type<AssessmentItem['iopts']>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.assessid, table.iid] }),
    foreignKey({
      columns: [table.oid, table.assessid],
      foreignColumns: [assessments.oid, assessments.assessid],
    }).onDelete('cascade'),
  ],
);

/** A calendar event of a batch. */
export const events = pgTable(
  'events',
  {
    oid: orgId(),
    evid: text().notNull(),
    bpid: text().notNull(),
    /** The course (topic) it concerns: shown only to the learners who study it (ADR 0077); null: the whole batch. */
    tid: text(),
    title: text().notNull(),
    start: date({ mode: 'string' }).notNull(),
    link: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.evid] }),
    index().on(table.oid, table.bpid, table.start),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

/** An announcement to a batch; which of mfname, weburl, webtext and embeddedcode it has depends on type. */
export const announcements = pgTable(
  'announcements',
  {
    oid: orgId(),
    annid: text().notNull(),
    bpid: text().notNull(),
    tid: text(),
    type: text().$type<AnnouncementType>().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    sdate: timestamp({ withTimezone: true }).notNull(),
    mfname: text(),
    weburl: text(),
    webtext: text(),
    embeddedcode: text(),
    /** Withdrawn by staff (ADR 0077): learners no longer see it nor its notifications; staff still list it. */
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.annid] }),
    index().on(table.oid, table.bpid, table.sdate),
    foreignKey({ columns: [table.oid, table.bpid], foreignColumns: [batches.oid, batches.bpid] }).onDelete(
      'cascade',
    ),
  ],
);

/** A notification for one learner (eid, their username); the account need not exist yet. */
export const notifications = pgTable(
  'notifications',
  {
    oid: orgId(),
    notid: text().notNull(),
    eid: text().notNull(),
    title: text().notNull(),
    msg: text().notNull(),
    link: text(),
    sdate: timestamp({ withTimezone: true }).notNull(),
    /** When the learner saw it on the notifications page; null while unread (the bell counts these). */
    readAt: timestamp({ withTimezone: true }),
    /** The staff announcement it tells of (ADR 0077): edited and withdrawn with it. */
    annid: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.notid] }),
    index().on(table.oid, table.eid, table.sdate),
    index().on(table.oid, table.annid),
  ],
);

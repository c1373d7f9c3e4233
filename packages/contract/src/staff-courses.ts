import { z } from 'zod';
import { Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';
import { CsvExport } from './staff.ts';

/*
 * An instructor's courses (issue 24 items 1 and 9, ADR 0071): the batch courses they teach, each one's
 * roster with the learners' progress, and the batch's switches of its units, nuggets, objects and
 * feedback forms. An admin sees every course of the organisation.
 */

export const rosterPageSize = 25;

/** A course as one batch runs it, as the instructor's list shows it. */
export const TaughtCourse = z.object({
  bcid: Id,
  tid: Id,
  /** The course's title; its tid while its content is not loaded. */
  ttitle: z.string(),
  bpid: Id,
  batchTitle: z.string(),
  pname: z.string(),
  /** Learners studying it (an elective: those who chose it). */
  learners: z.number().int().min(0),
});
export type TaughtCourse = z.infer<typeof TaughtCourse>;

export const listTaughtCourses = defineOperation({
  name: 'staff/listTaughtCourses',
  access: 'staff',
  roles: ['instructor', 'admin'],
  summary:
    "The batch courses the caller teaches (an admin: the organisation's), by programme, batch and course.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ courses: z.array(TaughtCourse) }),
});

export const rosterSorts = ['name', 'done', 'timeSpent', 'lastActive'] as const;

/** The roster's search and order, applied on the server (names A to Z unless sorted otherwise). */
export const RosterFilter = z
  .object({
    oid: Oid,
    bcid: Id,
    /** Name or e-mail, in part. */
    search: Line.trim().max(limits.email).optional(),
    sort: z.enum(rosterSorts).default('name'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type RosterFilter = z.input<typeof RosterFilter>;

/** A learner of the course with their progress in it (the figures the learner's own screens show). */
export const RosterRow = z.object({
  eid: z.string(),
  name: z.string(),
  email: z.string(),
  /** Countable objects complete (all of them once the course is complete). */
  done: z.number().int().min(0),
  /** Seconds of study the server counted (one open object at a time, bounded by the wall time). */
  timeSpent: z.number().int().min(0),
  /** When they last opened an object of the course; null if never. */
  lastActive: z.iso.datetime({ offset: true }).nullable(),
});
export type RosterRow = z.infer<typeof RosterRow>;

export const getCourseRoster = defineOperation({
  name: 'staff/getCourseRoster',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary: "A course's learners with their progress, searched, sorted and paged on the server.",
  body: RosterFilter.extend({ page: z.number().int().min(0).max(100_000).default(0) }).strict(),
  response: z.object({
    course: TaughtCourse,
    /** Countable objects of the course in this batch (what is switched off does not count). */
    objects: z.number().int().min(0),
    rows: z.array(RosterRow).max(rosterPageSize),
    total: z.number().int().min(0),
  }),
});

export const exportCourseRoster = defineOperation({
  name: 'staff/exportCourseRoster',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary: 'The searched roster as CSV, in its order.',
  body: RosterFilter,
  response: CsvExport,
});

/** What an instructor switches per batch course (the batch's own programme feedback is an admin's). */
export const courseSwitchKinds = ['nugget', 'object', 'courseFeedback', 'instructorFeedback'] as const;
export type CourseSwitchKind = (typeof courseSwitchKinds)[number];

const SwitchedObject = z.object({ oid: Id, otitle: z.string(), otype: z.string(), enabled: z.boolean() });
const SwitchedNugget = z.object({
  nid: Id,
  ntitle: z.string(),
  enabled: z.boolean(),
  objects: z.array(SwitchedObject),
});

/** A unit of the curriculum (the course's or its project phase's) and its nuggets, in authored order. */
export const SwitchedUnit = z.object({
  unit: z.string(),
  phase: z.enum(['course', 'project']),
  nuggets: z.array(SwitchedNugget),
});
export type SwitchedUnit = z.infer<typeof SwitchedUnit>;

export const getCourseSwitches = defineOperation({
  name: 'staff/getCourseSwitches',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    "A batch course's units, nuggets and objects with each switch's state, and its feedback forms' switches.",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: z.object({
    course: TaughtCourse,
    units: z.array(SwitchedUnit),
    /** The feedback forms the course has, each with its switch. */
    feedback: z.array(
      z.object({ kind: z.enum(['courseFeedback', 'instructorFeedback']), enabled: z.boolean() }),
    ),
  }),
});

export const setCourseSwitch = defineOperation({
  name: 'staff/setCourseSwitch',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Turns a nugget, an object or a feedback form of one batch course on or off (audited); its learners see it at once.',
  body: z
    .object({
      oid: Oid,
      bcid: Id,
      kind: z.enum(courseSwitchKinds),
      /** The nugget's nid or the object's oid; none for a feedback form. */
      target: Id.optional(),
      enabled: z.boolean(),
    })
    .strict()
    .refine((body) => (body.kind === 'nugget' || body.kind === 'object') === (body.target !== undefined), {
      path: ['target'],
      message: 'names the nugget or object, and only for those',
    }),
  response: z.object({ kind: z.enum(courseSwitchKinds), target: z.string(), enabled: z.boolean() }),
});

import { z } from 'zod';
import { Eid, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { IaConcern, Semester } from './ia-marks.ts';
import { defineOperation } from './operation.ts';

/*
 * Instructors enter the internal-assessment (IA) marks of the batch courses they teach, publish them,
 * and answer the concerns learners raise (issue 24 item 7, ADR 0076). Every body names its batch course
 * (`bcid`), which the teaching policy checks before a handler runs; every learner and component a body
 * names, also inside its arrays, must belong to that course.
 */

/** Marks are entered in steps of this (halves), from 0 to the component's maximum. */
export const iaMarkStep = 0.5;
/** The largest maximum a component may have. */
export const iaMaxMarksLimit = 1_000;
/** Most cells one save may hold. */
export const iaCellsPerSave = 5_000;
/** Most characters of an answer to a concern. */
export const iaConcernAnswerMax = 2_000;
/** Most characters and data rows one CSV file may hold. */
export const iaCsvMaxChars = 500_000;
export const iaCsvMaxRows = 2_000;

const CourseBody = { oid: Oid, bcid: Id };

/** A component (IA 1, Mid-term test, ...) of the course: a draft until published. */
export const IaComponent = z.object({
  iaid: Id,
  name: z.string(),
  semester: Semester,
  maxMarks: z.number(),
  /** When learners see its marks (ISO 8601); null while it is a draft. */
  visibleAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IaComponent = z.infer<typeof IaComponent>;

/** A learner's cell in one component: marks (null when not entered), and the concern's state. */
export const IaCell = z.object({
  iaid: Id,
  marks: z.number().nullable(),
  concern: IaConcern.nullable(),
  /** True once staff answered the concern (it is then closed). */
  answered: z.boolean(),
});
export type IaCell = z.infer<typeof IaCell>;

export const IaGridRow = z.object({ eid: z.string(), name: z.string(), cells: z.array(IaCell) });
export type IaGridRow = z.infer<typeof IaGridRow>;

export const getIaGrid = defineOperation({
  name: 'staff/getIaGrid',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    "A batch course's IA components and its learners (the enrolment scope) with their marks and concerns, by name.",
  body: z.object(CourseBody).strict(),
  response: z.object({ components: z.array(IaComponent), rows: z.array(IaGridRow) }),
});

const ComponentName = Line.trim().min(1, 'Give a name.').max(limits.name);

export const saveIaComponent = defineOperation({
  name: 'staff/saveIaComponent',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Adds an IA component to a batch course (without `iaid`), or renames and changes a draft one; a published component is refused.',
  body: z
    .object({
      ...CourseBody,
      iaid: Id.optional(),
      name: ComponentName,
      semester: Semester,
      maxMarks: z.number().positive('Must be more than 0.').max(iaMaxMarksLimit),
    })
    .strict(),
  response: IaComponent,
});

export const IaCellChange = z
  .object({
    eid: Eid,
    iaid: Id,
    /** The marks, or null to clear them (not entered). */
    marks: z.number().min(0).max(iaMaxMarksLimit).nullable(),
  })
  .strict();
export type IaCellChange = z.infer<typeof IaCellChange>;

export const saveIaMarks = defineOperation({
  name: 'staff/saveIaMarks',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    "Saves a batch of cells in one transaction: each a learner of the course, a component of it, marks from 0 to the component's maximum in halves; audited.",
  body: z.object({ ...CourseBody, cells: z.array(IaCellChange).min(1).max(iaCellsPerSave) }).strict(),
  response: z.object({ changed: z.number().int().min(0) }),
});

export const publishIaComponent = defineOperation({
  name: 'staff/publishIaComponent',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Publishes a draft component now: learners see its marks and the 48-hour concern window opens; audited.',
  body: z.object({ ...CourseBody, iaid: Id }).strict(),
  response: IaComponent,
});

const IaCsv = z.object({
  ...CourseBody,
  csv: Paragraphs.min(1, 'Choose a CSV file').max(iaCsvMaxChars, 'The file is too large'),
});

/** One data row of a marks file as read: its line, learner, the marks it would set, and its problems. */
export const IaImportRow = z.object({
  line: z.number().int().min(1),
  eid: z.string(),
  cells: z.array(z.object({ iaid: Id, marks: z.number() })),
  errors: z.array(z.string()),
});
export type IaImportRow = z.infer<typeof IaImportRow>;

export const previewIaImport = defineOperation({
  name: 'staff/previewIaImport',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Reads a CSV of IA marks (an email column, then a column per component named as the course names it): every row with its problems; nothing is written.',
  body: IaCsv.strict(),
  response: z.object({ rows: z.array(IaImportRow).max(iaCsvMaxRows) }),
});

export const importIaMarks = defineOperation({
  name: 'staff/importIaMarks',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Reads the same CSV again and saves the marks of its valid rows in one transaction (audited); reports the refused rows.',
  body: IaCsv.strict(),
  response: z.object({
    applied: z.number().int().min(0),
    changed: z.number().int().min(0),
    refused: z.array(IaImportRow).max(iaCsvMaxRows),
  }),
});

/** A concern a learner raised on their marks in one component, and staff's answer once given. */
export const IaConcernRow = z.object({
  eid: z.string(),
  name: z.string(),
  iaid: Id,
  component: z.string(),
  marks: z.number(),
  maxMarks: z.number(),
  raisedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The end of the learner's 48-hour window (ISO 8601). */
  windowClosesAt: z.iso.datetime({ offset: true }),
  windowOpen: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IaConcernRow = z.infer<typeof IaConcernRow>;

export const listIaConcerns = defineOperation({
  name: 'staff/listIaConcerns',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'The concerns learners of a batch course raised, open ones first (within or after the 48-hour window), then the answered (closed) ones.',
  body: z.object(CourseBody).strict(),
  response: z.object({ rows: z.array(IaConcernRow) }),
});

export const answerIaConcern = defineOperation({
  name: 'staff/answerIaConcern',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    "Answers a learner's raised concern (plain text), which closes it: the learner sees the answer on their IA marks; audited.",
  body: z
    .object({
      ...CourseBody,
      iaid: Id,
      eid: Eid,
      answer: Paragraphs.trim().min(1, 'Write an answer.').max(iaConcernAnswerMax),
    })
    .strict(),
  response: IaConcernRow,
});

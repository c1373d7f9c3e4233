import { z } from 'zod';
import { QuizKind } from './assessments.ts';
import { Eid, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';
import { CsvExport } from './staff.ts';

/*
 * Instructors mark descriptive (type 7) and file (type 8) answers and release them (ADR 0072, issue 24).
 * The content schema gives a question no marks of its own, so every question weighs the same in the
 * score: an objective one counts 1 when right, an open one its mark out of `openQuestionMaxMarks`. A
 * marker may override an objective question's automatic score (0, 0.5 or 1) with a reason. The total
 * is recomputed on the server; the learner sees it, and the comments, only once released.
 */

/** An open question is marked from 0 to this, in steps of `markStep`. */
export const openQuestionMaxMarks = 10;
export const markStep = 0.5;
/** An objective question scores 1 when right; an override gives it 0 to this, in steps of `markStep`. */
export const objectiveQuestionMaxMarks = 1;
/** Most characters of a marker's comment on one answer. */
export const markCommentMax = 2_000;
export const markingPageSize = 25;

/** unmarked: an open answer has no mark yet; marked: every one has, not released as it stands; released. */
export const MarkingStatus = z.enum(['unmarked', 'marked', 'released']);
export type MarkingStatus = z.infer<typeof MarkingStatus>;

const AssessmentBody = { oid: Oid, assessid: Id };

/**
 * Under anonymous marking, markers name a learner by their participant number, never their username:
 * this is the `eid` of the queue's rows, of the attempt and of every body that names one.
 */
export const participantKey = (participant: number): string => `participant-${participant}`;
export const participantKeyPattern = /^participant-([1-9]\d{0,8})$/;

/** The learner as a marker sees them: named, or under anonymous marking their number until released. */
const Learner = {
  /** Their username, or under anonymous marking `participantKey(participant)`. */
  eid: z.string(),
  /** Null under anonymous marking until the attempt was released. */
  name: z.string().nullable(),
  /** Their number under anonymous marking, else null. */
  participant: z.number().int().min(1).nullable(),
};

export const TaughtAssessment = z.object({
  assessid: Id,
  quiztype: QuizKind,
  title: z.string(),
  bpid: Id,
  /** The course it belongs to; null for one of the whole batch. */
  tid: Id.nullable(),
  enddate: z.iso.datetime({ offset: true }).nullable(),
  submitted: z.number().int().min(0),
  /** Submitted attempts with an open answer still to mark. */
  unmarked: z.number().int().min(0),
});
export type TaughtAssessment = z.infer<typeof TaughtAssessment>;

export const listTaughtAssessments = defineOperation({
  name: 'staff/listTaughtAssessments',
  access: 'staff',
  roles: ['instructor', 'admin'],
  summary:
    'The assessments and assignments of the courses the caller teaches, with their submitted and unmarked attempts.',
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ assessments: z.array(TaughtAssessment) }),
});

export const MarkingRow = z.object({
  ...Learner,
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  status: MarkingStatus,
  /** The total in percent as the marks stand (unmarked answers count 0). */
  total: z.number(),
});
export type MarkingRow = z.infer<typeof MarkingRow>;

export const listMarking = defineOperation({
  name: 'staff/listMarking',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    'The submitted attempts of an assessment, oldest submission first, 25 a page, optionally of one status.',
  body: z
    .object({
      ...AssessmentBody,
      status: MarkingStatus.optional(),
      page: z.number().int().min(0).max(100_000).default(0),
    })
    .strict(),
  response: z.object({
    title: z.string(),
    quiztype: QuizKind,
    /** Whether learners are named by number (ADR 0072). */
    anonymous: z.boolean(),
    rows: z.array(MarkingRow).max(markingPageSize),
    total: z.number().int().min(0),
  }),
});

/** A learner's answer as a marker reads it: text as text, a file through a short-lived address. */
export const MarkedAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** A written answer, or an objective one in words (the chosen options, the matches). */
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({
    kind: z.literal('file'),
    /** The learner's own file name. */
    name: z.string(),
    type: z.enum(['pdf', 'png', 'jpeg', 'other']),
    /** For this staff session only, for a few minutes. */
    url: z.string(),
  }),
]);
export type MarkedAnswer = z.infer<typeof MarkedAnswer>;

export const MarkingQuestion = z.object({
  iid: Id,
  atype: z.number().int().min(1).max(8),
  /** Sanitised HTML of the author's. */
  istem: z.string(),
  answer: MarkedAnswer,
  /** An objective question: whether the answer is right (scored by the server); null for an open one. */
  right: z.boolean().nullable(),
  /** An open question's mark, or an objective one's override; and the comment. */
  mark: z.number().nullable(),
  comment: z.string(),
  /** Why an objective question's automatic score was overridden; null when it stands. */
  reason: z.string().nullable(),
  outOf: z.number(),
});
export type MarkingQuestion = z.infer<typeof MarkingQuestion>;

export const getAttemptForMarking = defineOperation({
  name: 'staff/getAttemptForMarking',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "A learner's submitted attempt: each question with the answer, the server's score of the objective ones and the marks so far; `version` is echoed by saveMarks.",
  body: z.object({ ...AssessmentBody, eid: Eid }).strict(),
  response: z.object({
    assessid: Id,
    title: z.string(),
    quiztype: QuizKind,
    ...Learner,
    submittedAt: z.iso.datetime({ offset: true }).nullable(),
    status: MarkingStatus,
    total: z.number(),
    version: z.number().int().min(0),
    releasedAt: z.iso.datetime({ offset: true }).nullable(),
    questions: z.array(MarkingQuestion),
  }),
});

/**
 * A mark of an open question; or an override of an objective one's automatic score, which needs a
 * reason, and whose `mark: null` removes it (the automatic score stands again).
 */
export const MarkInput = z
  .object({
    iid: Id,
    mark: z.number().min(0).max(openQuestionMaxMarks).multipleOf(markStep).nullable(),
    comment: Paragraphs.trim().max(markCommentMax).default(''),
    reason: Line.trim().max(limits.shortText).optional(),
  })
  .strict();

export const saveMarks = defineOperation({
  name: 'staff/saveMarks',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "Marks open answers of a submitted attempt (0 to 10 in halves, with a comment), or overrides an objective answer's automatic score (0 to 1 in halves) with a reason (`mark: null` removes the override); refused when `version` is stale. A released attempt needs releasing again.",
  body: z
    .object({
      ...AssessmentBody,
      eid: Eid,
      marks: z.array(MarkInput).min(1).max(100),
      version: z.number().int().min(0),
    })
    .strict(),
  response: z.object({ version: z.number().int().min(0), status: MarkingStatus, total: z.number() }),
});

export const releaseMarks = defineOperation({
  name: 'staff/releaseMarks',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "Releases one learner's marked attempt (eid) or every marked one: the learner then sees the total and the comments.",
  body: z.object({ ...AssessmentBody, eid: Eid.optional() }).strict(),
  response: z.object({ released: z.number().int().min(0) }),
});

export const setAnonymousMarking = defineOperation({
  name: 'staff/setAnonymousMarking',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "Marks an assessment anonymously or not: under anonymous marking its markers see each learner as a participant number, and their name only once the attempt's marks are released.",
  body: z.object({ ...AssessmentBody, anonymous: z.boolean() }).strict(),
  response: z.object({ anonymous: z.boolean() }),
});

export const exportMarks = defineOperation({
  name: 'staff/exportMarks',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "The submitted attempts of an assessment as CSV (optionally of one status), oldest first: the learner, the total as the marks stand and as released, and each question's mark and comment.",
  body: z.object({ ...AssessmentBody, status: MarkingStatus.optional() }).strict(),
  response: CsvExport,
});

/** The refusals' messages. */
export const markingRefusals = {
  notSubmitted: 'Only a submitted attempt is marked.',
  openMarkNotRemovable: 'The mark of a descriptive or file answer can be changed, not removed.',
  noSuchQuestion: 'The assessment has no such question.',
  overrideNeedsReason: 'Overriding an automatic score needs a reason.',
  overrideOutOfRange: 'An objective question is overridden with 0, 0.5 or 1.',
  reasonOnlyForOverride: 'A reason is given only when overriding an automatic score.',
  stale: 'These marks were changed meanwhile; open the attempt again.',
  notMarked: 'Every descriptive and file answer needs a mark before release.',
} as const;

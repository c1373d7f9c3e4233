import { z } from 'zod';
import { descriptiveMaxLength } from './assessment-limits.ts';
import { Eid, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Assessments (timed, scored) and assignments (neither) of a learner's course (spec 2 §2, §3, §4, §7).
 * An attempt is a row per learner; each answer a row of its own, saved idempotently: a save carries the
 * device that sent it and that device's sequence number, and an older sequence never overwrites a newer
 * one. Status 0 is a draft, 1 the one final submission, which never reopens.
 */

export const QuizKind = z.enum(['assess', 'assign']);
export type QuizKind = z.infer<typeof QuizKind>;

export const AttemptStatus = z.literal([0, 1]);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

/** A mark of an open answer as released to the learner (ADR 0072): question number, mark, comment. */
export const ReleasedMark = z.object({
  iid: Id,
  /** The question's number, from 1. */
  n: z.number().int().min(1),
  mark: z.number(),
  outOf: z.number(),
  comment: z.string(),
});
export type ReleasedMark = z.infer<typeof ReleasedMark>;

/** One assessment or assignment as the panel lists it, judged at the server's `now`. */
export const AssessmentSummary = z.object({
  assessid: Id,
  quiztype: QuizKind,
  title: z.string(),
  /** ISO 8601 moments; null for an assignment. */
  startdate: z.string().nullable(),
  enddate: z.string().nullable(),
  answerdate: z.string().nullable(),
  /** Sanitised HTML. */
  instructions: z.string(),
  questions: z.number().int(),
  /** null: not started; 0: a draft; 1: submitted. */
  status: AttemptStatus.nullable(),
  /**
   * Percent, capped at 100; only once the assessment has ended. Once staff released the marks of its
   * open answers (ADR 0072), the released total, for an assignment too; never an unreleased mark.
   */
  score: z.number().nullable(),
  /** The released marks and comments of the open answers; empty until released. */
  marks: z.array(ReleasedMark),
  /** The server's time is inside the window (always, for an assignment); Start shows then. */
  open: z.boolean(),
  /**
   * The right answers may be read: the answer date and the end plus the grace have passed, and the
   * learner has no draft of it.
   */
  answersAvailable: z.boolean(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummary>;

export const AssessmentList = z.object({
  /** The server's time when the list was read (ISO 8601). */
  now: z.string(),
  assessments: z.array(AssessmentSummary),
});
export type AssessmentList = z.infer<typeof AssessmentList>;

/** A question as the learner sees it while answering: no option says whether it is right. */
export const QuizOption = z.object({
  content: z.string().nullable(),
  /** A picture (types 4, 5): its address on the content origin, signed for the learner (ADR 0095). */
  url: z.string().max(2_000).nullable(),
});
export const QuizQuestion = z.object({
  iid: Id,
  atype: z.number().int().min(1).max(8),
  /** Sanitised HTML. */
  istem: z.string(),
  /** The question's picture: its address on the content origin, signed for the learner (ADR 0095). */
  img: z.string().max(2_000).nullable(),
  iopts: z.array(QuizOption),
  /** Type 6: the right-hand column, in a fixed order unrelated to the options'. */
  matches: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/**
 * A learner's answer to one question. Types 1 to 5: `selected` (option indexes); 6: `matched` (for each
 * option, the index of its chosen match or null); 7: `text`; 8: `fname` (the stored name the upload
 * address was made for) and `orgname` (the learner's file name).
 */
export const Answer = z
  .object({
    iid: Id,
    selected: z.array(z.number().int().min(0).max(19)).max(20).optional(),
    matched: z.array(z.number().int().min(0).max(19).nullable()).max(20).optional(),
    text: Paragraphs.max(descriptiveMaxLength).optional(),
    fname: Id.optional(),
    orgname: Line.max(limits.name).optional(),
  })
  .strict();
export type Answer = z.infer<typeof Answer>;

export const Attempt = z.object({
  status: AttemptStatus,
  /** The answers saved so far (blank ones are dropped). */
  response: z.array(Answer),
  /** When an answer was last saved (ISO 8601), or null. */
  lastSavedAt: z.string().nullable(),
});
export type Attempt = z.infer<typeof Attempt>;

export const AssessmentQuiz = z.object({
  assessid: Id,
  quiztype: QuizKind,
  title: z.string(),
  enddate: z.string().nullable(),
  qitems: z.array(QuizQuestion),
  attempt: Attempt,
});
export type AssessmentQuiz = z.infer<typeof AssessmentQuiz>;

/** A question with the right answers, once the answer date has passed. */
export const AnsweredQuestion = QuizQuestion.extend({
  /** Types 1 to 5: the right option indexes; 6: for each option, its match's index; else empty. */
  correct: z.array(z.number().int()),
});
export const AssessmentAnswers = z.object({
  assessid: Id,
  title: z.string(),
  qitems: z.array(AnsweredQuestion),
  response: z.array(Answer),
  score: z.number().nullable(),
});
export type AssessmentAnswers = z.infer<typeof AssessmentAnswers>;

const AssessmentRef = { oid: Oid, eid: Eid, assessid: Id, quiztype: QuizKind };

export const getAssessment = defineOperation({
  name: 'getAssessment',
  access: 'learner',
  summary:
    "The assessments or assignments (quiztype) of the learner's batch course bcid, with their attempt and score.",
  body: z.object({ oid: Oid, eid: Eid, bcid: Id, quiztype: QuizKind }).strict(),
  response: AssessmentList,
});

export const getServerTime = defineOperation({
  name: 'getServerTime',
  access: 'learner',
  summary:
    "The server's time (itime, ms since 1970) and how often to ask again (delay, ms); the batch and assessment it names must be the learner's (decided at most every 30 s). Naming an assessment, also the learner's end of it (enddate, their accommodation applied, ADR 0073), so a countdown follows extra time granted during the attempt.",
  body: z
    .object({
      oid: Oid,
      eid: Eid,
      bpid: Id.optional(),
      assessid: Id.optional(),
      quiztype: QuizKind.optional(),
    })
    .strict(),
  response: z.object({
    itime: z.number().int(),
    delay: z.number().int(),
    enddate: z.string().nullable().optional(),
  }),
});

export const getAssessmentQuiz = defineOperation({
  name: 'getAssessmentQuiz',
  access: 'learner',
  readHasEffects: true,
  prerenderReadsWithoutEffects: true,
  summary:
    'Starts or resumes the attempt: the questions without their right answers, and every answer saved so far.',
  body: z.object(AssessmentRef).strict(),
  response: AssessmentQuiz,
});

export const updateAssessment = defineOperation({
  name: 'updateAssessment',
  access: 'learner',
  summary:
    "Saves answers (status 0) or submits the attempt once (status 1); a device's older sequence never overwrites a newer one.",
  body: z
    .object({
      ...AssessmentRef,
      /** The browser that sends the save (random, kept on the device). */
      device: Id,
      /** That device's save counter: a retry repeats it, a later save is larger. */
      seq: z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
      quizdata: z.object({ response: z.array(Answer).max(limits.listItems), status: AttemptStatus }).strict(),
    })
    .strict(),
  response: Attempt,
});

export const getAssessmentAnswers = defineOperation({
  name: 'getAssessmentAnswers',
  access: 'learner',
  summary: "The questions with their right answers and the learner's own, only after the answer date.",
  body: z.object(AssessmentRef).strict(),
  response: AssessmentAnswers,
});

export const getAssessmentPresignedUrl = defineOperation({
  name: 'getAssessmentPresignedUrl',
  access: 'learner',
  summary:
    'An address to PUT a file answer to (pdf, jpg, jpeg, png; at most 512000 bytes), and the stored name to save.',
  body: z
    .object({
      ...AssessmentRef,
      iid: Id,
      filename: Line.min(1).max(limits.name),
      filetype: Line.min(1).max(100),
      size: z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    })
    .strict(),
  response: z.object({ url: z.string(), fname: Id }),
});

import { z } from 'zod';
import { answerGraceSeconds } from './assessment-limits.ts';
import { Html, Id, limits } from './common.ts';
import { IsoDateTime, MediaPath, refuseDuplicates, Title } from './content-bundle.ts';

/*
 * Questions of quizzes (quizzes/<quizid>.json) and of assessments and assignments
 * (assessments/<assessid>.json). Both use the spec's answer types (atype):
 * 1, 2 single choice (text), 3 multiple choice (text), 4 single choice (images),
 * 5 multiple choice (images), 6 matching, 7 descriptive text, 8 file upload.
 */

const OptionText = z.string().trim().min(1).max(limits.shortText);

/** A text option; `feedback` is shown after answering a formative quiz. */
export const TextOption = z
  .object({
    content: OptionText,
    correct: z.boolean(),
    feedback: z.string().max(limits.shortText).optional(),
  })
  .strict();

/** An image option: `url` is the picture (a media path), `content` its caption. */
export const ImageOption = z
  .object({
    url: MediaPath,
    content: z.string().max(limits.shortText).optional(),
    correct: z.boolean(),
    feedback: z.string().max(limits.shortText).optional(),
  })
  .strict();

/** A matching pair: the learner matches each `content` with its `match` (shown shuffled). */
export const MatchOption = z.object({ content: OptionText, match: OptionText }).strict();

type Choice = { correct: boolean };
const exactlyOne = (options: Choice[]) => options.filter((option) => option.correct).length === 1;
const atLeastOne = (options: Choice[]) => options.some((option) => option.correct);

/** The answer-type variants of a question whose other fields are `base`. */
function byAnswerType<Shape extends z.ZodRawShape>(base: Shape) {
  const options = <T extends z.ZodType>(option: T) => z.array(option).min(2).max(20);
  const single = <T extends z.ZodType<Choice>>(option: T) =>
    options(option).refine(exactlyOne, 'exactly one option must be correct');
  const multiple = <T extends z.ZodType<Choice>>(option: T) =>
    options(option).refine(atLeastOne, 'at least one option must be correct');
  /** Open answers have no options; `iopts` is kept (empty) so every item has the same shape. */
  const none = z.tuple([]).default([]);
  return z.discriminatedUnion('atype', [
    z.object({ ...base, atype: z.literal([1, 2]), iopts: single(TextOption) }).strict(),
    z.object({ ...base, atype: z.literal(3), iopts: multiple(TextOption) }).strict(),
    z.object({ ...base, atype: z.literal(4), iopts: single(ImageOption) }).strict(),
    z.object({ ...base, atype: z.literal(5), iopts: multiple(ImageOption) }).strict(),
    z.object({ ...base, atype: z.literal(6), iopts: options(MatchOption) }).strict(),
    z.object({ ...base, atype: z.literal(7), iopts: none }).strict(),
    z.object({ ...base, atype: z.literal(8), iopts: none }).strict(),
  ]);
}

export const answerTypes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type AnswerType = (typeof answerTypes)[number];
/** Answer types the server can mark by itself. */
export const objectiveAnswerTypes: readonly AnswerType[] = [1, 2, 3, 4, 5, 6];

// quizzes/<quizid>.json -----------------------------------------------------------------------------

export const QuizItem = byAnswerType({
  istem: Html,
  imageurl: MediaPath.optional(),
  qscore: z.number().min(0).max(1000).default(1),
});
export type QuizItem = z.infer<typeof QuizItem>;

/** 0 formative feedback, 1 summative, 2 formative with cutoff, 3 mini assignment. */
export const QuizType = z.literal([0, 1, 2, 3]);
export type QuizType = z.infer<typeof QuizType>;

export const BundleQuiz = z
  .object({
    /** Also the oid of the course's learning object of otype quiz that shows it. */
    quizid: Id,
    qtype: QuizType,
    /** Percent to reach in a type 2 quiz; without it, half the questions. */
    cutoff: z.number().min(0).max(100).optional(),
    /** Last moment to submit a type 3 mini assignment. */
    deadLine: IsoDateTime.optional(),
    qitems: z.array(QuizItem).min(1).max(limits.listItems),
  })
  .strict()
  .superRefine((quiz, context) => {
    if (quiz.cutoff !== undefined && quiz.qtype !== 2) {
      context.addIssue({ code: 'custom', path: ['cutoff'], message: 'only a qtype 2 quiz has a cutoff' });
    }
    if (quiz.deadLine !== undefined && quiz.qtype !== 3) {
      context.addIssue({
        code: 'custom',
        path: ['deadLine'],
        message: 'only a qtype 3 mini assignment has a deadLine',
      });
    }
    if (quiz.qtype === 3) return;
    quiz.qitems.forEach((item, index) => {
      if (!objectiveAnswerTypes.includes(item.atype)) {
        context.addIssue({
          code: 'custom',
          path: ['qitems', index, 'atype'],
          message: 'open answers (7, 8) belong in a qtype 3 mini assignment',
        });
      }
    });
  });
export type BundleQuiz = z.infer<typeof BundleQuiz>;

// assessments/<assessid>.json -----------------------------------------------------------------------

export const AssessmentItem = byAnswerType({ iid: Id, istem: Html, img: MediaPath.optional() });
export type AssessmentItem = z.infer<typeof AssessmentItem>;

/**
 * Answers are accepted until the end plus the grace: an answer date inside it would show the key to a
 * learner who can still save (issue 20).
 */
const answersBeforeGrace = (end: string) =>
  `the answer date must be at least ${answerGraceSeconds} s (the answer grace) after ${end}, so the right answers never show while answers are still accepted`;

export const BundleAssessment = z
  .object({
    assessid: Id,
    /** 'assess': timed and scored; 'assign': an assignment, without times and scores. */
    quiztype: z.enum(['assess', 'assign']),
    bpid: Id,
    /** The course it belongs to, when it belongs to one. */
    tid: Id.optional(),
    title: Title,
    startdate: IsoDateTime.optional(),
    enddate: IsoDateTime.optional(),
    /** From this moment the learner may see the right answers. */
    answerdate: IsoDateTime.optional(),
    /**
     * Instead of the three moments: hours relative to the bundle's first import (negative: before it),
     * so a demo always has an assessment open now. A later import keeps the moments of the first.
     */
    relativeWindow: z
      .object({
        startHours: z.number().min(-87_600).max(87_600),
        endHours: z.number().min(-87_600).max(87_600),
        answerHours: z.number().min(-87_600).max(87_600).optional(),
      })
      .strict()
      .optional(),
    instructions: Html,
    qitems: z.array(AssessmentItem).min(1).max(limits.listItems),
  })
  .strict()
  .superRefine((assessment, context) => {
    const { startdate, enddate, answerdate, relativeWindow } = assessment;
    if (relativeWindow) {
      if (startdate || enddate || answerdate || assessment.quiztype !== 'assess') {
        context.addIssue({
          code: 'custom',
          path: ['relativeWindow'],
          message: 'an assessment has either relativeWindow or startdate, enddate and answerdate',
        });
      }
      if (relativeWindow.endHours <= relativeWindow.startHours) {
        context.addIssue({
          code: 'custom',
          path: ['relativeWindow', 'endHours'],
          message: 'must be after startHours',
        });
      }
      const { answerHours, endHours } = relativeWindow;
      if (answerHours !== undefined && answerHours * 3600 < endHours * 3600 + answerGraceSeconds) {
        context.addIssue({
          code: 'custom',
          path: ['relativeWindow', 'answerHours'],
          message: `${assessment.assessid}: ${answersBeforeGrace('endHours')}`,
        });
      }
    } else if (assessment.quiztype === 'assess') {
      for (const field of ['startdate', 'enddate'] as const) {
        if (!assessment[field])
          context.addIssue({ code: 'custom', path: [field], message: 'required for an assessment' });
      }
    }
    const time = (value: string) => new Date(value).getTime();
    if (startdate && enddate && time(enddate) <= time(startdate)) {
      context.addIssue({ code: 'custom', path: ['enddate'], message: 'must be after startdate' });
    }
    if (enddate && answerdate && time(answerdate) < time(enddate) + answerGraceSeconds * 1000) {
      context.addIssue({
        code: 'custom',
        path: ['answerdate'],
        message: `${assessment.assessid}: ${answersBeforeGrace('enddate')}`,
      });
    }
    const iids = assessment.qitems.map((item) => item.iid);
    refuseDuplicates(context, iids, (index) => ['qitems', index, 'iid'], 'iid');
  });
export type BundleAssessment = z.infer<typeof BundleAssessment>;

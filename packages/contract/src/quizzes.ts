import { z } from 'zod';
import { Html, Id, limits, Oid } from './common.ts';
import { QuizType } from './content-bundle-questions.ts';
import { defineOperation } from './operation.ts';

/*
 * Quizzes of the course player (spec 2 §3-§4, §7 GET_QUIZ and POST_QUIZ): qtype 0 formative feedback,
 * 1 summative, 2 formative with cutoff. The server scores; a question's right options reach the
 * browser only when the flow shows them (qtype 0 after that question is submitted, qtype 1 with the
 * score, qtype 2 once its score reaches the cutoff; never for a pass by the retry rule, ADR 0061).
 */

/** The spec's words, shared by the server's refusals and the screens. */
export const quizMessages = {
  /** `N` is the cutoff percent. */
  belowCutoff: (cutoff: number) => `You should score more than ${cutoff}% to complete this Quiz.`,
  alreadySubmitted: 'This quiz has already been submitted.',
  /** A cutoff quiz passed by its score: its answers are shown, so it takes no more tries (ADR 0061). */
  passedNoMoreTries: 'You have passed this quiz and seen its answers: it takes no more tries.',
  /** `N` is the number of tries a quiz of its kind takes. */
  noTriesLeft: (tries: number) => `You have used all ${tries} tries at this quiz.`,
  /** A cutoff quiz passed by the retry rule: complete, but the key is earned only by the score (ADR 0061). */
  passedByRetry: (cutoff: number) =>
    `You may mark this quiz complete after your retry. Its answers are shown only to a score of ${cutoff}% or more.`,
} as const;

/**
 * How many tries the server accepts at a quiz of each qtype (ADR 0061): one at a formative quiz (its
 * questions show their answers one by one) and at a summative one; three at a cutoff quiz, which stops
 * taking tries once passed by its score (its answers are then shown).
 */
export const quizTries = { 0: 1, 1: 1, 2: 3 } as const;

/**
 * A question as the learner sees it: no `correct`, no `feedback`. Its pictures (`imageurl`, an option's
 * `url`) are addresses on the content origin, signed for the learner (or the admin previewing) and that
 * file alone for a few hours (ADR 0095): a question's picture is not public media.
 */
export const QuizQuestion = z.object({
  istem: Html,
  imageurl: z.string().max(2_000).optional(),
  /** 1, 2 single choice (text), 3 multiple choice (text), 4 single (images), 5 multiple (images), 6 matching. */
  atype: z.number().int().min(1).max(8),
  qscore: z.number(),
  iopts: z.array(z.object({ content: z.string().optional(), url: z.string().max(2_000).optional() })),
  /** Matching (atype 6): the answers to match, in a fixed order unrelated to the right one. */
  matches: z.array(z.string()).optional(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/**
 * One question's answer: the indexes of the chosen options (one for single choice); for matching, for
 * each option in order, the index of the chosen entry of `matches`.
 */
export const QuizAnswer = z.array(z.number().int().min(0).max(19)).min(1).max(20);
export type QuizAnswer = z.infer<typeof QuizAnswer>;

/** A question after it is answered: whether the answer was right, the right answer, the feedback. */
export const QuestionReview = z.object({
  right: z.boolean(),
  /** The right answer, in the same form as a `QuizAnswer`. */
  correct: z.array(z.number()),
  response: z.array(z.number()),
  /** Per option, the feedback the author wrote for it (null where none). */
  feedback: z.array(z.string().nullable()),
});
export type QuestionReview = z.infer<typeof QuestionReview>;

export const QuizResult = z.object({
  /** Points scored and the most there are. */
  score: z.number(),
  total: z.number(),
  /** Score as a percent of the total, capped at 100; the best try's (ADR 0061). */
  percent: z.number().int().min(0).max(100),
  /** Complete by the quiz's rule: may be marked complete. */
  passed: z.boolean(),
  /** A cutoff quiz complete by the retry rule, below its cutoff: no answers are shown (ADR 0061). */
  passedByRetry: z.boolean(),
  /** How many times the quiz was submitted. */
  attempts: z.number().int().min(1),
  /** How many more tries the server accepts. */
  triesLeft: z.number().int().min(0),
  /** The answers review, present only when the flow shows the right answers. */
  answers: z.array(QuestionReview).optional(),
});
export type QuizResult = z.infer<typeof QuizResult>;

const quizOfCourse = { oid: Oid, bcid: Id, quizid: Id };

export const getQuiz = defineOperation({
  name: 'getQuiz',
  access: 'learner',
  summary:
    "A quiz of a course of the learner's batch (spec GET_QUIZ): its questions without their answers, the cutoff, and the learner's last result.",
  body: z.object(quizOfCourse).strict(),
  response: z.object({
    quizid: Id,
    qtype: QuizType,
    /** Percent to reach (qtype 2): the quiz's own or, when it has none, half the questions. */
    cutoff: z.number().min(0).max(100),
    qitems: z.array(QuizQuestion),
    result: QuizResult.nullable(),
  }),
});

export const checkQuizAnswer = defineOperation({
  name: 'checkQuizAnswer',
  access: 'learner',
  summary:
    'Formative feedback on one submitted question of a qtype 0 quiz: right or not, the right answer and the feedback.',
  body: z
    .object({ ...quizOfCourse, index: z.number().int().min(0).max(limits.listItems), response: QuizAnswer })
    .strict(),
  response: QuestionReview,
});

export const postQuiz = defineOperation({
  name: 'postQuiz',
  access: 'learner',
  summary:
    'Submits every answer of a quiz (spec POST_QUIZ); the server scores it and answers the result, with the answers when the flow shows them.',
  body: z.object({ ...quizOfCourse, responses: z.array(QuizAnswer).min(1).max(limits.listItems) }).strict(),
  response: QuizResult,
});

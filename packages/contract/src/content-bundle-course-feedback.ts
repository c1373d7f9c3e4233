import { z } from 'zod';
import { Email, Id, limits, Paragraphs } from './common.ts';
import { IsoDateTime, list, refuseDuplicates, Title } from './content-bundle.ts';
import { CourseFeedbackAnswer, FeedbackKind } from './course-feedback.ts';
import { MiniAnswer } from './mini-assignments.ts';
import { FeedbackQuestion } from './program-feedback.ts';

/**
 * course-feedback.json: the course (crir 'cr') and instructor ('ir') feedback forms of each course.
 * `enabled: false` is the admin's switch ('Feedback is disabled from Admin') as a default: an import
 * writes it for every batch running the course, and staff change it per batch (ADR 0070). `comment:
 * true` turns the comment box on. Who teaches the course is course-instructors.json's, per batch course.
 */
export const BundleCourseFeedbackForm = z
  .object({
    tid: Id,
    crir: FeedbackKind,
    enabled: z.boolean().default(true),
    comment: z.boolean().default(false),
    questions: list(FeedbackQuestion.strict()).min(1),
  })
  .strict()
  .superRefine((form, context) => {
    refuseDuplicates(
      context,
      form.questions.map((question) => question.qid),
      (i) => ['questions', i, 'qid'],
      'qid',
    );
  });
export type BundleCourseFeedbackForm = z.infer<typeof BundleCourseFeedbackForm>;

export const BundleCourseFeedbackForms = z.array(BundleCourseFeedbackForm).max(limits.listItems);

/**
 * mini-assignments.json: learners' submitted mini assignments (written answers and files) with the instructor's
 * feedback, as the staff side will record them.
 */
export const BundleMiniAssignment = z
  .object({
    eid: z.string().trim().toLowerCase().pipe(Email),
    bcid: Id,
    quizid: Id,
    edited: z.literal([1, 2]),
    submittedAt: IsoDateTime,
    /** A written answer, or for a file question a file of the bundle's private/ folder (pdf, jpg or png). */
    response: list(
      z.union([
        MiniAnswer.pick({ text: true }).required(),
        z.object({ file: z.string().trim().min(1).max(255), orgname: Title }).strict(),
      ]),
    ).min(1),
    score: z.number().min(0).max(1000).optional(),
    feedback: list(
      z
        .object({ givenby: Title, message: Paragraphs.min(1).max(limits.longText), timeStamp: IsoDateTime })
        .strict(),
    ).default([]),
  })
  .strict();
export type BundleMiniAssignment = z.infer<typeof BundleMiniAssignment>;

export const BundleMiniAssignments = z.array(BundleMiniAssignment).max(limits.listItems);

/**
 * course-feedback-responses.json: learners' course (cr) or instructor (ir) feedback for a batch course,
 * as the learner gives it (one per learner, course and kind), so that staff have something to read.
 */
export const BundleCourseFeedbackResponse = z
  .object({
    eid: z.string().trim().toLowerCase().pipe(Email),
    bcid: Id,
    crir: FeedbackKind,
    submittedAt: IsoDateTime,
    response: list(CourseFeedbackAnswer).min(1),
  })
  .strict();
export type BundleCourseFeedbackResponse = z.infer<typeof BundleCourseFeedbackResponse>;

export const BundleCourseFeedbackResponses = z.array(BundleCourseFeedbackResponse).max(limits.listItems);

import { z } from 'zod';
import { Id, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';
import { FeedbackQuestion, programFeedbackMessages } from './program-feedback.ts';

/*
 * Course and instructor feedback (spec 2 §3-§4, §7 CIFeedBack): per course of the batch, crir 'cr'
 * (course) or 'ir' (instructor); ratings 1 to 5 with a comment, once per learner.
 */

export const courseFeedbackMessages = programFeedbackMessages;

/** cr: the course; ir: its instructor. */
export const FeedbackKind = z.enum(['cr', 'ir']);
export type FeedbackKind = z.infer<typeof FeedbackKind>;

/** The batch switch (ADR 0070) that turns a batch course's form of kind `crir` off and on. */
export function feedbackSwitchKind(crir: FeedbackKind): 'courseFeedback' | 'instructorFeedback' {
  return crir === 'cr' ? 'courseFeedback' : 'instructorFeedback';
}

/** 1 Not Applicable, 2 Strongly Disagree, 3 Disagree, 4 Agree, 5 Strongly Agree. */
export const feedbackRatings = [1, 2, 3, 4, 5] as const;
export const FeedbackRating = z.number().int().min(1).max(5);

/** Who teaches the batch course, as the course page names them (the course's instructor, getCourseInstructor). */
export const Instructor = z.object({ name: z.string().max(limits.name) });

export const CourseFeedbackForm = z.union([
  z.object({ code: z.literal(0) }),
  z.object({ code: z.literal(1) }),
  z.object({
    questions: z.array(FeedbackQuestion).min(1),
    /** With the comment box on, every question needs a comment as well as a rating. */
    comment: z.boolean(),
    instructor: Instructor.optional(),
  }),
]);
export type CourseFeedbackForm = z.infer<typeof CourseFeedbackForm>;

const feedbackOfCourse = { oid: Oid, bcid: Id, crir: FeedbackKind };

export const getCourseFeedback = defineOperation({
  name: 'getCourseFeedback',
  access: 'learner',
  summary:
    "CIFeedBack (action get): the course's (cr) or instructor's (ir) feedback questions, or code 0 (disabled) or 1 (already submitted).",
  body: z.object(feedbackOfCourse).strict(),
  response: CourseFeedbackForm,
});

export const CourseFeedbackAnswer = z
  .object({ qid: Id, rating: FeedbackRating, comment: Paragraphs.trim().max(2000).optional() })
  .strict();
export type CourseFeedbackAnswer = z.infer<typeof CourseFeedbackAnswer>;

export const updateCourseFeedback = defineOperation({
  name: 'updateCourseFeedback',
  access: 'learner',
  summary: "CIFeedBack (action update): the learner's ratings, once per learner, course and kind.",
  body: z
    .object({ ...feedbackOfCourse, resp: z.array(CourseFeedbackAnswer).min(1).max(limits.listItems) })
    .strict(),
  response: z.object({ ok: z.literal(true) }),
});

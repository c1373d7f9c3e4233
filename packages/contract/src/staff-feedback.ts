import { z } from 'zod';
import { Id, Oid } from './common.ts';
import { FeedbackKind } from './course-feedback.ts';
import { defineOperation } from './operation.ts';

/*
 * What learners say (issue 24 item 10, ADR 0078): the course (cr) and instructor (ir) feedback of a
 * batch course the member teaches, per question the count of each rating 1 to 5 and the comments.
 * Feedback is anonymous: nothing here names, identifies or dates a learner's response.
 */

/** How many responses gave each rating, index 0 for rating 1 (Not Applicable) to index 4 for 5 (Strongly Agree). */
export const RatingCounts = z.array(z.number().int().min(0)).length(5);

export const FeedbackQuestionSummary = z.object({
  qid: Id,
  question: z.string(),
  counts: RatingCounts,
  /** The comments as text, in alphabetical order (not the order they were given). */
  comments: z.array(z.string()),
});
export type FeedbackQuestionSummary = z.infer<typeof FeedbackQuestionSummary>;

export const getFeedbackSummary = defineOperation({
  name: 'staff/getFeedbackSummary',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    "The course's (cr) or its instructor's (ir) feedback in a batch course the member teaches: per question of the form, the count of each rating and the comments, never who gave them or when.",
  body: z.object({ oid: Oid, bcid: Id, crir: FeedbackKind }).strict(),
  response: z.object({
    /** Learners who answered the form in this batch course. */
    responses: z.number().int().min(0),
    /** Empty when the course has no such form. */
    questions: z.array(FeedbackQuestionSummary),
  }),
});

import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * The 'Overall Program Feedback' of My Programs (spec 2 §3-§4, §7 GET_FEEDBACK and UPDATE_FEEDBACK):
 * per-program questions answered once per learner and batch.
 */

/** The spec's messages, as the server and the screen say them. */
export const programFeedbackMessages = {
  disabled: 'Feedback is disabled from Admin',
  alreadySubmitted: 'Feedback already submitted',
  submitted: 'Feedback submitted successfully',
} as const;

/** Answer codes: 0 Strongly Agree, 1 Agree, 2 Disagree, 3 Strongly Disagree, 4 Not Applicable. */
export const feedbackAnswerCodes = [0, 1, 2, 3, 4] as const;
export const FeedbackAnswerCode = z.number().int().min(0).max(4);
export type FeedbackAnswerCode = (typeof feedbackAnswerCodes)[number];

export const FeedbackQuestion = z.object({
  qid: Id,
  question: z.string().trim().min(1).max(limits.shortText),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestion>;

/** Code 0: disabled by the admin; code 1: this learner has already answered for this batch. */
export const FeedbackForm = z.union([
  z.object({ code: z.literal(0) }),
  z.object({ code: z.literal(1) }),
  z.object({ questions: z.array(FeedbackQuestion).min(1) }),
]);
export type FeedbackForm = z.infer<typeof FeedbackForm>;

export const getfeedback = defineOperation({
  name: 'getfeedback',
  access: 'learner',
  summary:
    "The overall feedback questions of program pid for the learner's batch bpid, or code 0 (disabled) or 1 (already submitted).",
  body: z.object({ oid: Oid, eid: Eid, pid: Id, bpid: Id }).strict(),
  response: FeedbackForm,
});

export const FeedbackAnswer = z.object({ qid: Id, answer: FeedbackAnswerCode }).strict();
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;

export const updatefeedback = defineOperation({
  name: 'updatefeedback',
  access: 'learner',
  summary:
    "Submits the learner's overall program feedback for batch obid: one answer per question, once per learner and batch.",
  body: z
    .object({
      oid: Oid,
      eid: Eid,
      /** The batch (bpid) whose program the feedback is about. */
      obid: Id,
      response: z.array(FeedbackAnswer).min(1).max(limits.listItems),
    })
    .strict(),
  response: z.object({ ok: z.literal(true) }),
});

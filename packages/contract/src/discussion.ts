import { z } from 'zod';
import { Id, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/** A question or an answer must hold fewer words than this (spec 2 §5, §9). */
export const discussionWordLimit = 200;

export const discussionMessages = {
  questionEmpty: 'Cannot be empty',
  questionTooLong: 'Question should be less than 200 words.',
  answerEmpty: '* Cannot be Empty',
  answerTooLong: 'Answer should be less than 200 words.',
  posted: 'Posted Successfully',
} as const;

/** Words as a reader counts them: runs of characters between spaces or line breaks. */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => word.length > 0).length;
}

/** Plain text of a post: not blank, fewer than 200 words. Never HTML: screens show it as text. */
function postText(empty: string, tooLong: string) {
  return Paragraphs.max(limits.longText)
    .refine((text) => text.trim().length > 0, empty)
    .refine((text) => wordCount(text) < discussionWordLimit, tooLong);
}

export const QuestionText = postText(discussionMessages.questionEmpty, discussionMessages.questionTooLong);
export const AnswerText = postText(discussionMessages.answerEmpty, discussionMessages.answerTooLong);

/**
 * Who wrote a post, as the discussion shows it: their name, and whether it is the reader's own (the
 * server matches the author by account; other learners' e-mail addresses never leave the server).
 */
const authorShape = {
  username: z.string().max(limits.name),
  mine: z.boolean(),
  /** When it was posted (ISO 8601). */
  postedAt: z.string(),
};

export const DiscussionAnswer = z.object({
  aid: Id,
  answer: z.string().max(limits.longText),
  ...authorShape,
});
export type DiscussionAnswer = z.infer<typeof DiscussionAnswer>;

export const DiscussionQuestion = z.object({
  qid: Id,
  question: z.string().max(limits.longText),
  ...authorShape,
  answers: z.array(DiscussionAnswer),
});
export type DiscussionQuestion = z.infer<typeof DiscussionQuestion>;

/** The discussion of a course in the learner's batch, newest question first, answers oldest first. */
export const Discussion = z.object({
  bcid: Id,
  bpid: Id,
  discussion: z.array(DiscussionQuestion),
});
export type Discussion = z.infer<typeof Discussion>;

export const getDiscussion = defineOperation({
  name: 'getDiscussion',
  access: 'learner',
  summary: "The discussion of a course (bcid) in the learner's batch: questions with authors and answers.",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: Discussion,
});

const target = { oid: Oid, bcid: Id };

/**
 * The spec's update discussion, by qtype: 0 adds a question, 1 adds an answer to qid, 2 deletes the
 * learner's own question qid (with its answers), 3 deletes the learner's own answer aid of qid.
 */
export const DiscussionUpdate = z.discriminatedUnion('qtype', [
  z.object({ ...target, qtype: z.literal(0), question: QuestionText }).strict(),
  z.object({ ...target, qtype: z.literal(1), qid: Id, answer: AnswerText }).strict(),
  z.object({ ...target, qtype: z.literal(2), qid: Id }).strict(),
  z.object({ ...target, qtype: z.literal(3), qid: Id, aid: Id }).strict(),
]);
export type DiscussionUpdate = z.infer<typeof DiscussionUpdate>;

export const updateDiscussion = defineOperation({
  name: 'updateDiscussion',
  access: 'learner',
  summary:
    'Posts a question (qtype 0) or an answer (1), or deletes one of the learner’s own questions (2) or answers (3); answers the discussion as it now is.',
  body: DiscussionUpdate,
  response: Discussion,
});

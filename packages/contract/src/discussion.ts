import { z } from 'zod';
import { Id, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/** A question or an answer must hold fewer words than this (spec 2 §5, §9). */
export const discussionWordLimit = 200;

/** The longest word a post may hold (a long compound or a link fits; a page of text with no space does not). */
export const discussionWordMaxLength = 100;

/** The most characters a post may hold: 199 words of 20 characters, in any script. */
export const discussionPostMaxLength = 4000;

/** Questions in one page of the discussion (a page comes with every answer of its questions). */
export const discussionPageSize = 10;

export const discussionMessages = {
  questionEmpty: 'Cannot be empty',
  questionTooLong: 'Question should be less than 200 words.',
  answerEmpty: '* Cannot be Empty',
  answerTooLong: 'Answer should be less than 200 words.',
  posted: 'Posted Successfully',
  wordTooLong: `A word should be at most ${discussionWordMaxLength} characters long.`,
  postTooLong: `A post should be at most ${discussionPostMaxLength} characters long.`,
  locked: 'This question is locked: it takes no new answers.',
} as const;

/** Words as a reader counts them: runs of characters between spaces or line breaks. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/u).filter((word) => word.length > 0);
}

export function wordCount(text: string): number {
  return wordsOf(text).length;
}

/**
 * Characters a reader cannot see: white space, format characters (zero-width space and joiners, word
 * joiner, soft hyphen, byte order mark) and the letters that draw nothing (Hangul fillers, blank
 * Braille).
 */
const invisible = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a reader would see nothing at all in `text`. */
export function isBlankText(text: string): boolean {
  return text.replace(invisible, '') === '';
}

/**
 * Plain text of a post: not blank (invisible characters alone are blank), fewer than 200 words, no
 * word longer than 100 characters and at most 4000 characters. Never HTML: screens show it as text.
 */
function postText(empty: string, tooLong: string) {
  return Paragraphs.refine((text) => !isBlankText(text), empty)
    .refine((text) => wordCount(text) < discussionWordLimit, tooLong)
    .refine(
      (text) => wordsOf(text).every((word) => word.length <= discussionWordMaxLength),
      discussionMessages.wordTooLong,
    )
    .refine((text) => text.length <= discussionPostMaxLength, discussionMessages.postTooLong);
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
  /** Written by the course's staff (an instructor or an admin): the badge comes from this, never the name. */
  staff: z.boolean(),
  /** When it was posted (ISO 8601). */
  postedAt: z.string(),
  /**
   * Hidden by staff, with their reason. Only the author ever reads a hidden post (ADR 0074): the server
   * leaves it out of everyone else's discussion.
   */
  hidden: z.object({ reason: z.string().max(limits.shortText) }).nullable(),
  /**
   * Waiting for staff to review it (a course that holds posts with a link or in a flood). Only the
   * author reads a held post until staff approve it.
   */
  held: z.boolean(),
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
  /** Locked by staff: the question takes no new answers. */
  locked: z.boolean(),
  answers: z.array(DiscussionAnswer),
});
export type DiscussionQuestion = z.infer<typeof DiscussionQuestion>;

/** Where a page of the discussion starts: after the question posted at `postedAt` with id `qid`. */
export const DiscussionCursor = z.object({ postedAt: z.iso.datetime(), qid: Id }).strict();
export type DiscussionCursor = z.infer<typeof DiscussionCursor>;

/**
 * A page of the discussion of a course in the learner's batch: up to `discussionPageSize` questions,
 * newest first, each with its answers oldest first; `next` asks for the page after it (null: none).
 */
export const Discussion = z.object({
  bcid: Id,
  bpid: Id,
  discussion: z.array(DiscussionQuestion).max(discussionPageSize),
  next: DiscussionCursor.nullable(),
});
export type Discussion = z.infer<typeof Discussion>;

export const getDiscussion = defineOperation({
  name: 'getDiscussion',
  access: 'learner',
  summary:
    "A page of the discussion of a course (bcid) in the learner's batch: the newest questions, or those after `after`, with authors and answers.",
  body: z.object({ oid: Oid, bcid: Id, after: DiscussionCursor.optional() }).strict(),
  response: Discussion,
});

const target = { oid: Oid, bcid: Id };

/**
 * The id the device gave a new post, once, before its first send: a send retried after a lost answer
 * carries it again, and the server makes no second post of the author's with the same one.
 */
export const ClientPostId = z.uuid();

/**
 * The spec's update discussion, by qtype: 0 adds a question, 1 adds an answer to qid, 2 deletes the
 * learner's own question qid (with its answers), 3 deletes the learner's own answer aid of qid.
 */
export const DiscussionUpdate = z.discriminatedUnion('qtype', [
  z
    .object({ ...target, qtype: z.literal(0), question: QuestionText, clientId: ClientPostId.optional() })
    .strict(),
  z
    .object({
      ...target,
      qtype: z.literal(1),
      qid: Id,
      answer: AnswerText,
      clientId: ClientPostId.optional(),
    })
    .strict(),
  z.object({ ...target, qtype: z.literal(2), qid: Id }).strict(),
  z.object({ ...target, qtype: z.literal(3), qid: Id, aid: Id }).strict(),
]);
export type DiscussionUpdate = z.infer<typeof DiscussionUpdate>;

export const updateDiscussion = defineOperation({
  name: 'updateDiscussion',
  access: 'learner',
  summary:
    'Posts a question (qtype 0) or an answer (1), or deletes one of the learner’s own questions (2) or answers (3); answers the first page of the discussion as it now is.',
  body: DiscussionUpdate,
  response: Discussion,
});

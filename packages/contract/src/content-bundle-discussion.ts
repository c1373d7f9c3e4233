import { z } from 'zod';
import { Eid, Id, limits } from './common.ts';
import { IsoDateTime, Title } from './content-bundle.ts';
import { AnswerText, QuestionText } from './discussion.ts';

/*
 * discussion.json: questions and answers already posted in batch courses' discussions. Authors are named
 * by username (`eid`, the lowercased e-mail) and display name; they need not have an account in the
 * bundle (a learner of an earlier import, a guest lecturer).
 */

const author = { eid: Eid, username: Title, postedAt: IsoDateTime };

export const BundleDiscussionAnswer = z.object({ aid: Id, answer: AnswerText, ...author }).strict();

export const BundleDiscussionQuestion = z
  .object({
    qid: Id,
    bcid: Id,
    question: QuestionText,
    ...author,
    answers: z.array(BundleDiscussionAnswer).max(limits.listItems).default([]),
  })
  .strict();
export type BundleDiscussionQuestion = z.infer<typeof BundleDiscussionQuestion>;

export const BundleDiscussion = z.array(BundleDiscussionQuestion).max(limits.listItems);

import { z } from 'zod';
import { Id, limits } from './common.ts';
import { list, refuseDuplicates } from './content-bundle.ts';
import { FeedbackQuestion } from './program-feedback.ts';

/**
 * feedback.json: the 'Overall Program Feedback' form of each program. `enabled: false` is the admin's
 * switch (learners then read 'Feedback is disabled from Admin') as a default: an import writes it for
 * every batch of the program, and staff change it per batch (ADR 0070). A program without a form has none.
 */
export const BundleFeedbackForm = z
  .object({
    pid: Id,
    enabled: z.boolean().default(true),
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
export type BundleFeedbackForm = z.infer<typeof BundleFeedbackForm>;

export const BundleFeedbackForms = z.array(BundleFeedbackForm).max(limits.listItems);

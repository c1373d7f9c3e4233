import { z } from 'zod';
import { AssignedExam } from './assigned-exams.ts';
import { Id, Line, limits } from './common.ts';
import { IsoDateTime, refuseDuplicates } from './content-bundle.ts';
import { QuizItem } from './content-bundle-questions.ts';
import { batchTestMaxMinutes, batchTestWindowProblems } from './staff-batch-tests.ts';

/*
 * Parts of a content bundle that staff author in the browser besides the courses (ADR 0098):
 * batch-tests.json (proctored tests assigned to batches, ADR 0093), certificate-template.json with its
 * pictures (ADR 0092) and question-banks/ (ADR 0091). An exam provider's settings are never part of a
 * bundle: they hold secrets.
 */

// batch-tests.json ------------------------------------------------------------------------------------

/** A proctored test assigned to a whole batch, with the names assigned-tests.json uses. */
export const BundleBatchTest = AssignedExam.extend({
  bpid: Id,
  testTotalTime: z.number().int().min(1).max(batchTestMaxMinutes),
})
  .strict()
  .superRefine((test, context) => {
    const problems = batchTestWindowProblems({
      startTime: test.start_time,
      endTime: test.end_time,
      testTotalTime: test.testTotalTime,
    });
    if (problems.endTime) context.addIssue({ code: 'custom', path: ['end_time'], message: problems.endTime });
    if (problems.testTotalTime) {
      context.addIssue({ code: 'custom', path: ['testTotalTime'], message: problems.testTotalTime });
    }
  });
export type BundleBatchTest = z.infer<typeof BundleBatchTest>;
export const BundleBatchTests = z.array(BundleBatchTest).max(limits.listItems * 20);

// certificate-template.json ---------------------------------------------------------------------------

/**
 * Where a template picture is in the bundle: beside certificate-template.json, never under `media/`
 * (media are public; a signature is not).
 */
const certificateTemplatePicture = (image: 'logo' | 'signature') =>
  z
    .string()
    .regex(
      new RegExp(`^certificate-template/${image}\\.(png|jpg|jpeg)$`),
      `must be certificate-template/${image}.png (or .jpg)`,
    );

/** The organisation's certificate template: the signatory, and the pictures it has. */
export const BundleCertificateTemplate = z
  .object({
    signatoryName: Line.trim().max(limits.name).default(''),
    signatoryTitle: Line.trim().max(limits.name).default(''),
    logo: certificateTemplatePicture('logo').optional(),
    signature: certificateTemplatePicture('signature').optional(),
  })
  .strict();
export type BundleCertificateTemplate = z.infer<typeof BundleCertificateTemplate>;

// question-banks/<bankid>.json ------------------------------------------------------------------------

/** A question bank (ADR 0091): its questions in order, each in the quiz question's shape. */
export const BundleQuestionBank = z
  .object({
    bankid: Id,
    name: Line.trim().min(1).max(limits.name),
    /** When the bank was made: the banks are listed in that order. The import's moment when absent. */
    createdAt: IsoDateTime.optional(),
    questions: z
      .array(z.object({ qid: Id, question: QuizItem }).strict())
      .max(limits.listItems * 10)
      .superRefine((questions, context) =>
        refuseDuplicates(
          context,
          questions.map((entry) => entry.qid),
          (index) => [index, 'qid'],
          'qid',
        ),
      ),
  })
  .strict();
export type BundleQuestionBank = z.infer<typeof BundleQuestionBank>;

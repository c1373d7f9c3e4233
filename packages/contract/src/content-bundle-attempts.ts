import { z } from 'zod';
import { Answer } from './assessments.ts';
import { Eid, Id, limits } from './common.ts';
import { IsoDateTime } from './content-bundle.ts';

/*
 * assessment-attempts.json: attempts learners have already submitted (a demo shows the states a
 * submitted attempt has: 'Assessment already submitted', the score, the learner's answers). Each is
 * scored on import like a submission; a learner's own attempt is never replaced by one.
 */
export const BundleAttempt = z
  .object({
    eid: Eid,
    assessid: Id,
    /** When it was submitted; the import's moment when not given. */
    submittedAt: IsoDateTime.optional(),
    /** Answers of types 1 to 7 (a file answer needs its file, which a bundle does not carry). */
    response: z.array(Answer).max(limits.listItems),
  })
  .strict();
export type BundleAttempt = z.infer<typeof BundleAttempt>;
export const BundleAttempts = z.array(BundleAttempt).max(limits.listItems);

import { z } from 'zod';
import { ExamStatus } from './assigned-exams.ts';
import { Id, Line, limits, Oid } from './common.ts';
import { IsoDateTime } from './content-bundle.ts';
import { defineOperation } from './operation.ts';

/*
 * Proctored tests assigned to a batch (ADR 0093): every learner enrolled in the batch, now or later,
 * finds the test among their assigned tests (getAssignedTests) and starts it inside its window.
 */

/** The longest a proctored test may last, in minutes (a day). */
export const batchTestMaxMinutes = 24 * 60;

export const BatchTestFields = z.object({
  testName: Line.trim()
    .min(1, 'Give the test a name.')
    .max(limits.shortText, 'Keep the name to 500 characters.'),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
  /** How long the test lasts, in minutes: it must fit in its window. */
  testTotalTime: z
    .number()
    .int('Give whole minutes.')
    .min(1, 'A test lasts at least a minute.')
    .max(batchTestMaxMinutes, 'A test lasts at most a day (1440 minutes).'),
  testStatus: ExamStatus,
});

/** The window's rules, stated once for the form and the server. */
export function batchTestWindowProblems(
  test: Pick<z.infer<typeof BatchTestFields>, 'startTime' | 'endTime' | 'testTotalTime'>,
): Partial<Record<'endTime' | 'testTotalTime', string>> {
  const start = Date.parse(test.startTime);
  const end = Date.parse(test.endTime);
  if (!(end > start)) return { endTime: 'The window must end after it starts.' };
  if (test.testTotalTime * 60_000 > end - start) {
    return { testTotalTime: 'The test must fit in its window: make it shorter or the window longer.' };
  }
  return {};
}

export const BatchTest = BatchTestFields.extend({
  bpid: Id,
  batchTitle: z.string(),
  testId: Id,
  /** How many learners are enrolled in the batch, so how many see the test. */
  learners: z.number().int().min(0),
});
export type BatchTest = z.infer<typeof BatchTest>;

export const listBatchTests = defineOperation({
  name: 'staff/listBatchTests',
  access: 'staff',
  roles: ['admin'],
  summary:
    "The proctored tests assigned to the organisation's batches, and the batches one may be assigned to.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({
    tests: z.array(BatchTest),
    batches: z.array(z.object({ bpid: Id, title: z.string() })),
  }),
});

export const saveBatchTest = defineOperation({
  name: 'staff/saveBatchTest',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary:
    'Assigns a proctored test to a batch (no testId) or changes one (its testId); the window is validated; audited.',
  body: BatchTestFields.extend({ oid: Oid, bpid: Id, testId: Id.optional() }).strict(),
  response: BatchTest,
});

export const removeBatchTest = defineOperation({
  name: 'staff/removeBatchTest',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary: 'Removes a test from a batch: its learners no longer see it; audited.',
  body: z.object({ oid: Oid, bpid: Id, testId: Id }).strict(),
  response: z.object({ removed: z.literal(true) }),
});

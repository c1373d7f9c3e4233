import { z } from 'zod';
import { Eid, Email, Id, limits, Oid } from './common.ts';
import { IsoDateTime, Minutes, Title } from './content-bundle.ts';
import { defineOperation } from './operation.ts';

/*
 * Assigned exams: proctored tests assigned to a learner (spec 3 §2 "Tests", §4 "Tests"), taken at an
 * outside provider. The code calls them exams ("test" names the test suites); the operations and
 * fields keep the spec's names (getAssignedTests, test_id, ...).
 */

export const examStatuses = ['Active', 'Deactivated'] as const;
export const ExamStatus = z.enum(examStatuses);
export type ExamStatus = z.infer<typeof ExamStatus>;

export const AssignedExam = z.object({
  test_id: Id,
  test_name: Title,
  /** Moments with their offset, answered in the organisation's time zone (its `timeZone`). */
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  /** A Deactivated test is listed but cannot be opened or started. */
  testStatus: ExamStatus,
  /** How long the test lasts, in minutes. */
  testTotalTime: Minutes,
});
export type AssignedExam = z.infer<typeof AssignedExam>;

export const getAssignedTests = defineOperation({
  name: 'getAssignedTests',
  access: 'learner',
  summary:
    'The tests assigned to the signed-in learner, newest first, and whether the proctoring provider is configured.',
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.object({
    assignedTests: z.array(AssignedExam),
    /** False when the server has no proctoring provider: Start cannot work, and says so. */
    proctorConfigured: z.boolean(),
  }),
});

export const indianTimeZone = defineOperation({
  name: 'indianTimeZone',
  access: 'learner',
  summary:
    "The server's current time in the organisation's time zone (Asia/Kolkata unless it sets another), by which test windows are judged.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({
    /** ISO 8601 with the zone's offset at that moment, e.g. 2026-11-22T09:30:00.000+05:30 in Asia/Kolkata. */
    itime: IsoDateTime,
  }),
});

export const ExamResult = z.object({
  /** Per cent of the marks, as the proctoring provider reports it. */
  score: z.number().min(0).max(100),
  completedAt: IsoDateTime,
});
export type ExamResult = z.infer<typeof ExamResult>;

export const getTestResult = defineOperation({
  name: 'getTestResult',
  access: 'learner',
  summary: "The signed-in learner's test results, keyed by test_id; emailid must be the learner's own.",
  body: z.object({ oid: Oid, emailid: Email }).strict(),
  response: z.object({ result: z.record(Id, ExamResult) }),
});

export const getWheeboxToken = defineOperation({
  name: 'getWheeboxToken',
  access: 'learner',
  summary:
    'A launch token for an assigned test at the proctoring provider; refused outside the window, after a result, for a deactivated test, or when no provider is configured.',
  body: z.object({ oid: Oid, eid: Eid, test_id: Id }).strict(),
  response: z.object({
    token: z.string(),
    /** The provider's address with the token: open it in a new tab. */
    url: z.string().url(),
    expiresAt: IsoDateTime,
  }),
});

// Content bundle: assigned-tests.json and test-results.json ------------------------------------------

export const BundleAssignedExam = AssignedExam.extend({
  eid: Eid.refine((eid) => eid === eid.toLowerCase(), 'must be lowercase (the username)'),
})
  .strict()
  .refine((test) => Date.parse(test.start_time) < Date.parse(test.end_time), {
    path: ['end_time'],
    message: 'must be after start_time',
  });
export type BundleAssignedExam = z.infer<typeof BundleAssignedExam>;
export const BundleAssignedExams = z.array(BundleAssignedExam).max(limits.listItems * 20);

export const BundleExamResult = ExamResult.extend({
  eid: Eid.refine((eid) => eid === eid.toLowerCase(), 'must be lowercase (the username)'),
  test_id: Id,
}).strict();
export type BundleExamResult = z.infer<typeof BundleExamResult>;
export const BundleExamResults = z.array(BundleExamResult).max(limits.listItems * 20);

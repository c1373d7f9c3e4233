import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The exam hand-off's session lifetime at the scheduling provider, in seconds (spec 1 §9). */
export const examSchedulingSessionSeconds = 14_400;

export const getusn = defineOperation({
  name: 'getusn',
  access: 'learner',
  summary:
    "The signed-in learner's University Seat Numbers, keyed by batch (bpid); batches without one are left out.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.record(Id, z.object({ usn: z.string().max(limits.id) })),
});

/** The hidden form's fields, as the scheduling provider names them. */
export const ExamSchedulingFields = z.object({
  CLIENT_CODE: z.string(),
  CLIENT_CANDIDATE_ID: z.string(),
  /** Unix seconds when the form was made. */
  EXTERNAL_PAGE_TIMESTAMP: z.string(),
  ERROR_URL: z.string().url(),
  LOGOUT_URL: z.string().url(),
  RETURN_URL: z.string().url(),
  TIMEOUT_URL: z.string().url(),
  EXTERNAL_SESSION_TIMEOUT: z.string(),
  ACTION: z.literal('scheduleExam'),
  /** SHA-256 (hex) computed on the server; the secret never reaches the browser. */
  AUTH_HASH: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ExamSchedulingFields = z.infer<typeof ExamSchedulingFields>;

export const getExamSchedulingForm = defineOperation({
  name: 'getExamSchedulingForm',
  access: 'learner',
  summary:
    'The form that hands the learner over to the exam-scheduling provider for a batch they are enrolled in: its address and fields, hashed on the server.',
  body: z.object({ oid: Oid, bpid: Id }).strict(),
  response: z.object({ action: z.string().url(), fields: ExamSchedulingFields }),
});

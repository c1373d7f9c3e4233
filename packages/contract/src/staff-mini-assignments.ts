import { z } from 'zod';
import { Eid, Id, limits, Oid, Paragraphs } from './common.ts';
import { InstructorFeedback } from './mini-assignments.ts';
import { defineOperation } from './operation.ts';

/*
 * Feedback on mini assignments (issue 24 item 3, ADR 0078): the mini assignments of the batch courses
 * the member teaches with their submissions, and feedback appended to a submission. The giver is the
 * staff member's name from the session and the time the server's; the learner's player shows both.
 */

/** A mini assignment (quiz qtype 3) of a batch course the member teaches. */
export const TaughtMiniAssignment = z.object({
  bcid: Id,
  quizid: Id,
  /** The learning object's title in the course; the quizid when the course does not name it. */
  title: z.string(),
  courseTitle: z.string(),
  batchTitle: z.string(),
  deadline: z.iso.datetime({ offset: true }).nullable(),
  submissions: z.number().int().min(0),
  /** Submissions no staff member has given feedback on yet. */
  awaitingFeedback: z.number().int().min(0),
});
export type TaughtMiniAssignment = z.infer<typeof TaughtMiniAssignment>;

export const listMiniAssignments = defineOperation({
  name: 'staff/listMiniAssignments',
  access: 'staff',
  roles: ['instructor', 'admin'],
  summary:
    'The mini assignments of the batch courses the member teaches (an admin: every one), with their submissions and those awaiting feedback.',
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ rows: z.array(TaughtMiniAssignment).max(limits.listItems) }),
});

/** One answer of a submission, as text; a file answer with the address staff open it at. */
export const StaffMiniAnswer = z.object({
  question: z.string(),
  text: z.string().optional(),
  fileName: z.string().optional(),
  /** A short-lived address signed for the caller's session. */
  fileUrl: z.string().optional(),
});

export const MiniSubmission = z.object({
  eid: z.string(),
  learnerName: z.string(),
  submittedAt: z.iso.datetime({ offset: true }),
  /** 1 submitted, 2 submitted and edited once. */
  edited: z.literal([1, 2]),
  answers: z.array(StaffMiniAnswer),
  feedback: z.array(InstructorFeedback),
});
export type MiniSubmission = z.infer<typeof MiniSubmission>;

const assignment = { oid: Oid, bcid: Id, quizid: Id };

export const listMiniSubmissions = defineOperation({
  name: 'staff/listMiniSubmissions',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'The submissions of a mini assignment of a batch course the member teaches, by learner name, each with its answers as text and its feedback.',
  body: z.object(assignment).strict(),
  response: z.object({
    assignment: TaughtMiniAssignment,
    rows: z.array(MiniSubmission).max(limits.listItems),
  }),
});

export const miniFeedbackMaxLength = 4000;

export const addMiniFeedback = defineOperation({
  name: 'staff/addMiniFeedback',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    "Appends feedback (plain text) to a learner's submission of a mini assignment of a batch course the member teaches, given by the member at the server's time.",
  body: z
    .object({
      ...assignment,
      eid: Eid,
      message: Paragraphs.trim().min(1, 'Write the feedback.').max(miniFeedbackMaxLength),
    })
    .strict(),
  response: z.object({ feedback: z.array(InstructorFeedback) }),
});

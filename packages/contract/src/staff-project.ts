import { z } from 'zod';
import { Eid, Id, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';
import { ObjectiveStatus } from './project-phase.ts';

/*
 * Instructors review the project work of the courses they teach (issue 24 item 4, ADR 0075): per
 * objective the learners' threads, and a decision on a learner's message: approve it (objStatus 2) or
 * return it (objStatus 3) with a comment, stored as a staff reply the learner's dialog shows. Every body
 * names its batch course (`bcid`), which the teaching policy checks before a handler runs.
 */

/** Threads in one page of an objective's review list. */
export const projectReviewPageSize = 20;

/** The longest comment of a decision: as long as a learner's message may be. */
export const projectCommentMax = limits.longText;

export const projectReviewMessages = {
  commentRequired: 'Write the learner a comment saying what to change.',
  alreadyApproved: 'This objective is already approved: an approval is final.',
  changed:
    'The thread changed since you opened it (a new message or another decision). Reload it and decide again.',
  notLearnerMessage: 'Only a message of the learner can be approved or returned.',
} as const;

/** An objective of a course's project, with how many threads wait for a decision. */
export const ReviewObjective = z.object({
  objid: Id,
  otitle: z.string(),
  ntitle: z.string(),
  awaiting: z.number().int().min(0),
});
export type ReviewObjective = z.infer<typeof ReviewObjective>;

/** A taught batch course that has a project phase. */
export const ProjectCourse = z.object({
  bcid: Id,
  courseTitle: z.string(),
  batchTitle: z.string(),
  /** Threads whose latest message is the learner's and that are not approved. */
  awaiting: z.number().int().min(0),
  objectives: z.array(ReviewObjective),
});
export type ProjectCourse = z.infer<typeof ProjectCourse>;

export const listProjectCourses = defineOperation({
  name: 'staff/listProjectCourses',
  access: 'staff',
  roles: ['instructor', 'admin'],
  summary:
    'The batch courses the member teaches (an admin: every one of the organisation) that have a project phase, each objective with the threads awaiting a decision.',
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ rows: z.array(ProjectCourse).max(limits.listItems) }),
});

/** One learner's thread of an objective, as the review list shows it. */
export const ReviewThread = z.object({
  eid: Eid,
  learnerName: z.string(),
  objStatus: ObjectiveStatus,
  /** ISO 8601, the latest message of either side; null for a thread without messages. */
  lastMessageAt: z.string().nullable(),
  awaiting: z.boolean(),
});
export type ReviewThread = z.infer<typeof ReviewThread>;

export const listProjectThreads = defineOperation({
  name: 'staff/listProjectThreads',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'A page of the learners’ threads of one objective of a batch course the member teaches, the latest message first; `awaiting` keeps those waiting for a decision.',
  body: z
    .object({
      oid: Oid,
      bcid: Id,
      objid: Id,
      awaiting: z.boolean().default(false),
      page: z.number().int().min(0).max(100_000).default(0),
    })
    .strict(),
  response: z.object({
    rows: z.array(ReviewThread).max(projectReviewPageSize),
    total: z.number().int().min(0),
  }),
});

export const ReviewReply = z.object({
  id: z.number().int(),
  uname: z.string(),
  message: z.string(),
  postedAt: z.string(),
});

/** A message of the thread, with the staff replies to it; a file is served to staff at `fileUrl`. */
export const ReviewMessage = z.object({
  id: z.number().int(),
  author: z.enum(['learner', 'staff']),
  uname: z.string(),
  message: z.string(),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  postedAt: z.string(),
  replies: z.array(ReviewReply),
});
export type ReviewMessage = z.infer<typeof ReviewMessage>;

export const ReviewThreadDetail = z.object({
  eid: Eid,
  objid: Id,
  otitle: z.string(),
  learnerName: z.string(),
  objStatus: ObjectiveStatus,
  approvedMessageId: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
  /** Grows with every message and decision; a decision names the version it was made on. */
  version: z.number().int().min(0),
  messages: z.array(ReviewMessage),
});
export type ReviewThreadDetail = z.infer<typeof ReviewThreadDetail>;

const threadRef = { oid: Oid, bcid: Id, objid: Id, eid: Eid };

export const getProjectThread = defineOperation({
  name: 'staff/getProjectThread',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'One learner’s thread of an objective of a batch course the member teaches: status, every message with its staff replies and attachments.',
  body: z.object(threadRef).strict(),
  response: ReviewThreadDetail,
});

export const ProjectComment = Paragraphs.trim().max(projectCommentMax);

export const decideProjectMessage = defineOperation({
  name: 'staff/decideProjectMessage',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Approves (objStatus 2) or returns (objStatus 3, with a comment) a learner’s message of the thread; the comment is a staff reply to it. Refused when the thread changed since `version`, or is already approved.',
  body: z
    .object({
      ...threadRef,
      messageId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      decision: z.enum(['approve', 'return']),
      comment: ProjectComment.optional(),
      version: z.number().int().min(0).max(2_147_483_647),
    })
    .strict()
    .refine((body) => body.decision === 'approve' || (body.comment ?? '') !== '', {
      path: ['comment'],
      message: projectReviewMessages.commentRequired,
    }),
  response: ReviewThreadDetail,
});

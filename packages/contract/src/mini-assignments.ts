import { z } from 'zod';
import { Html, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Mini assignments (quiz qtype 3; spec 2 §3-§5, §7 GET_ASSIGNMENT_DATA, UPDATE_MINI_ASSIGNMENT and
 * GET_PRESIGNED_URL): written answers and uploaded files, submitted once and edited once (edited 0, 1,
 * 2), until the deadline; the instructor's feedback comes back with the data.
 */

export const miniAssignmentMessages = {
  deadlineOver: 'DeadLine is Over for Submission Of Assignment',
  submitted: 'Assignment submitted',
  badFile: 'file size is greater than 500kb',
  noMoreEdits: 'This assignment has been edited once already; its score is final.',
} as const;

/** The spec's upload rules: pdf, jpg, jpeg or png, at most 512000 bytes. */
export const miniAssignmentUpload = {
  maxBytes: 512_000,
  kinds: ['pdf', 'jpg', 'jpeg', 'png'] as const,
} as const;
export const UploadKind = z.enum(miniAssignmentUpload.kinds, { message: miniAssignmentMessages.badFile });
export type UploadKind = z.infer<typeof UploadKind>;

/** A stored upload's name, as the upload address gave it. */
export const UploadName = z
  .string()
  .regex(/^[0-9a-f-]{36}\.(pdf|jpg|jpeg|png)$/, 'not an uploaded file name')
  .describe('uploaded file name');

/** One question's answer: written text (atype 7) or an uploaded file (atype 8) with its original name. */
export const MiniAnswer = z
  .object({
    text: Paragraphs.max(limits.longText).optional(),
    fname: UploadName.optional(),
    orgname: Line.max(255).optional(),
  })
  .strict();
export type MiniAnswer = z.infer<typeof MiniAnswer>;

export const InstructorFeedback = z.object({
  givenby: z.string().max(limits.name),
  message: z.string().max(limits.longText),
  /** ISO date-time. */
  timeStamp: z.string(),
});
export type InstructorFeedback = z.infer<typeof InstructorFeedback>;

export const MiniQuestion = z.object({ istem: Html, atype: z.literal([7, 8]), qscore: z.number() });
export type MiniQuestion = z.infer<typeof MiniQuestion>;

const assignmentOfCourse = { oid: Oid, bcid: Id, quizid: Id };

export const getAssignmentData = defineOperation({
  name: 'getAssignmentData',
  access: 'learner',
  summary:
    "A mini assignment of a course of the learner's batch (spec GET_ASSIGNMENT_DATA): questions, deadline, the learner's answers, edits used and the instructor's feedback.",
  body: z.object(assignmentOfCourse).strict(),
  response: z.object({
    quizid: Id,
    qitems: z.array(MiniQuestion),
    /** ISO date-time, or null for none. */
    deadLine: z.string().nullable(),
    /** 0 not submitted, 1 submitted, 2 submitted and edited (final). */
    edited: z.literal([0, 1, 2]),
    /** The answers submitted, each with a short-lived address of its file when it has one. */
    response: z.array(MiniAnswer.extend({ fileUrl: z.string().optional() })).nullable(),
    /** The instructor's score, once given. */
    score: z.number().nullable(),
    feedback: z.array(InstructorFeedback),
    /** 'DeadLine is Over for Submission Of Assignment' once the deadline has passed. */
    errorMessage: z.string().optional(),
  }),
});

export const getMiniAssignmentUploadUrl = defineOperation({
  name: 'getMiniAssignmentUploadUrl',
  access: 'learner',
  summary:
    'An address to PUT one answer file of a mini assignment to (spec GET_PRESIGNED_URL, type minassign): pdf, jpg, jpeg or png, at most 512000 bytes.',
  body: z
    .object({
      ...assignmentOfCourse,
      filename: Line.min(1).max(255),
      filetype: UploadKind,
      size: z.number().int().min(1).max(miniAssignmentUpload.maxBytes, miniAssignmentMessages.badFile),
    })
    .strict(),
  response: z.object({
    url: z.string(),
    /** The name to give back in the answer once the file is sent. */
    fname: UploadName,
    /** The content type the PUT must carry. */
    contentType: z.string(),
  }),
});

export const updateMiniAssignment = defineOperation({
  name: 'updateMiniAssignment',
  access: 'learner',
  summary:
    'Submits (edited 1) or edits once (edited 2) the answers of a mini assignment before its deadline (spec UPDATE_MINI_ASSIGNMENT); files are checked from their bytes.',
  body: z
    .object({ ...assignmentOfCourse, response: z.array(MiniAnswer).min(1).max(limits.listItems) })
    .strict(),
  response: z.object({
    edited: z.literal([1, 2]),
    message: z.literal(miniAssignmentMessages.submitted),
  }),
});

import { z } from 'zod';
import { Id, Line, limits, Oid } from './common.ts';
import { AnswerText } from './discussion.ts';
import { defineOperation } from './operation.ts';

/*
 * Instructors moderate the discussion of the courses they teach (issue 24 item 5, ADR 0074): they
 * answer questions as staff, hide a post with a reason its author is shown, and lock a question. Every
 * body names its batch course (`bcid`), which the teaching policy checks before a handler runs.
 */

/** Questions in one page of a course's discussion as staff read it. */
export const staffDiscussionPageSize = 10;

/** A batch course the member teaches, with how much of its discussion waits for staff. */
export const DiscussionCourse = z.object({
  bcid: Id,
  courseTitle: z.string(),
  batchTitle: z.string(),
  questions: z.number().int().min(0),
  /** Questions no staff member has answered yet. */
  unanswered: z.number().int().min(0),
});
export type DiscussionCourse = z.infer<typeof DiscussionCourse>;

export const listDiscussionCourses = defineOperation({
  name: 'staff/listDiscussionCourses',
  access: 'staff',
  roles: ['instructor', 'admin'],
  summary:
    'The batch courses the member teaches (an admin: every one of the organisation), with their questions and those staff have not answered.',
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ rows: z.array(DiscussionCourse).max(limits.listItems) }),
});

/** Hidden by staff: when, by whom (the staff member's name) and why. */
const StaffHidden = z.object({ at: z.iso.datetime({ offset: true }), by: z.string(), reason: z.string() });

const staffPost = {
  username: z.string(),
  authorKind: z.enum(['learner', 'staff']),
  postedAt: z.iso.datetime({ offset: true }),
  hidden: StaffHidden.nullable(),
};

export const StaffDiscussionAnswer = z.object({ aid: Id, answer: z.string(), ...staffPost });
export type StaffDiscussionAnswer = z.infer<typeof StaffDiscussionAnswer>;

export const StaffDiscussionThread = z.object({
  qid: Id,
  question: z.string(),
  ...staffPost,
  locked: z.boolean(),
  answers: z.array(StaffDiscussionAnswer),
});
export type StaffDiscussionThread = z.infer<typeof StaffDiscussionThread>;

export const listCourseDiscussion = defineOperation({
  name: 'staff/listCourseDiscussion',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'A page of the discussion of a batch course the member teaches, newest question first, hidden posts included, each question with all its answers.',
  body: z.object({ oid: Oid, bcid: Id, page: z.number().int().min(0).max(100_000).default(0) }).strict(),
  response: z.object({
    rows: z.array(StaffDiscussionThread).max(staffDiscussionPageSize),
    total: z.number().int().min(0),
  }),
});

export const answerDiscussion = defineOperation({
  name: 'staff/answerDiscussion',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Answers a question of a batch course the member teaches, as staff: plain text, held to the rules of a learner’s answer.',
  body: z.object({ oid: Oid, bcid: Id, qid: Id, text: AnswerText }).strict(),
  response: z.object({ aid: Id }),
});

/** A post of a question: the question itself, or its answer `aid`. */
const post = { oid: Oid, bcid: Id, qid: Id, aid: Id.optional() };

export const hideReasonMaxLength = 500;

export const hidePost = defineOperation({
  name: 'staff/hidePost',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Hides a question (or its answer `aid`) from the discussion with a reason: its author still sees it, marked hidden with the reason; nobody else does.',
  body: z.object({ ...post, reason: Line.trim().min(1, 'Give a reason.').max(hideReasonMaxLength) }).strict(),
  response: z.object({ hidden: z.literal(true) }),
});

export const unhidePost = defineOperation({
  name: 'staff/unhidePost',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary: 'Shows a hidden question (or its answer `aid`) to the whole discussion again.',
  body: z.object(post).strict(),
  response: z.object({ hidden: z.literal(false) }),
});

export const lockThread = defineOperation({
  name: 'staff/lockThread',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary: 'Locks a question of a batch course the member teaches (it takes no new answers), or unlocks it.',
  body: z.object({ oid: Oid, bcid: Id, qid: Id, locked: z.boolean() }).strict(),
  response: z.object({ locked: z.boolean() }),
});

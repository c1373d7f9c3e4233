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
  /** Learners' posts (questions and answers) held for review. */
  held: z.number().int().min(0),
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

/** Why a learner's post waits for review: it holds a link, or came in a flood of their posts. */
export const HeldFor = z.enum(['link', 'flood']);
export type HeldFor = z.infer<typeof HeldFor>;

/** Held for review: since when, and why. */
const StaffHeld = z.object({ at: z.iso.datetime({ offset: true }), for: HeldFor });

const staffPost = {
  username: z.string(),
  authorKind: z.enum(['learner', 'staff']),
  postedAt: z.iso.datetime({ offset: true }),
  hidden: StaffHidden.nullable(),
  held: StaffHeld.nullable(),
};

/**
 * A learner who has posted this many times in the course within `floodMinutes` floods it: in a course
 * that holds posts for review, their next post waits for staff.
 */
export const floodPosts = 3;
export const floodMinutes = 5;

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
    'A page of the discussion of a batch course the member teaches, newest question first, hidden and held posts included, each question with all its answers; and whether the course holds posts for review.',
  body: z.object({ oid: Oid, bcid: Id, page: z.number().int().min(0).max(100_000).default(0) }).strict(),
  response: z.object({
    review: z.boolean(),
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

export const approvePost = defineOperation({
  name: 'staff/approvePost',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Lets a question (or its answer `aid`) held for review into the discussion, for every learner to read.',
  body: z.object(post).strict(),
  response: z.object({ held: z.literal(false) }),
});

export const setDiscussionReview = defineOperation({
  name: 'staff/setDiscussionReview',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary: `Holds (or stops holding) learners' posts with a link, or in a flood (${floodPosts} in ${floodMinutes} minutes before it), for staff to review before other learners read them.`,
  body: z.object({ oid: Oid, bcid: Id, review: z.boolean() }).strict(),
  response: z.object({ review: z.boolean() }),
});

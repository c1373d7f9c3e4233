import {
  getDiscussion as getDiscussionOperation,
  updateDiscussion as updateDiscussionOperation,
} from '@aula/contract/discussion';
import {
  answerDiscussion,
  approvePost as approvePostOperation,
  hidePost,
  listCourseDiscussion as listCourseDiscussionOperation,
  listDiscussionCourses as listDiscussionCoursesOperation,
  lockThread as lockThreadOperation,
  setDiscussionReview,
  unhidePost,
} from '@aula/contract/staff-discussion';
import type { FastifyInstance } from 'fastify';
import { studiedCourseOf } from '../enrolments/index.ts';
import { answerAsStaff } from './answer-as-staff.ts';
import { approvePost } from './approve-post.ts';
import { setPostHidden } from './hide-post.ts';
import { listCourseDiscussion } from './list-course-discussion.ts';
import { listDiscussion } from './list-discussion.ts';
import { listDiscussionCourses } from './list-discussion-courses.ts';
import { lockThread } from './lock-thread.ts';
import { setReview } from './set-review.ts';
import { updateDiscussion } from './update-discussion.ts';

/**
 * The discussion of a course in the learner's batch: read it, post, and delete one's own posts. And its
 * moderation by the course's staff (ADR 0074): every `bcid` a staff body names has passed the teaching
 * policy (course/teaching-policy.ts) before a handler runs.
 */
export async function discussionRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getDiscussionOperation, async ({ db, user, body }) =>
    listDiscussion(db, user, await studiedCourseOf(db, user, body.bcid), body.after),
  );
  app.operation(updateDiscussionOperation, ({ db, clock, user, body }) =>
    updateDiscussion(db, user, body, clock.now()),
  );
  app.operation(listDiscussionCoursesOperation, ({ db, user }) => listDiscussionCourses(db, user));
  app.operation(listCourseDiscussionOperation, ({ db, user, body }) => listCourseDiscussion(db, user, body));
  app.operation(answerDiscussion, ({ db, clock, user, body, request }) =>
    answerAsStaff(db, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.operation(hidePost, async ({ db, clock, user, body, request }) => {
    await setPostHidden(db, user, body, body.reason, { ip: request.ip, at: clock.now() });
    return { hidden: true as const };
  });
  app.operation(unhidePost, async ({ db, clock, user, body, request }) => {
    await setPostHidden(db, user, body, null, { ip: request.ip, at: clock.now() });
    return { hidden: false as const };
  });
  app.operation(lockThreadOperation, ({ db, clock, user, body, request }) =>
    lockThread(db, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.operation(approvePostOperation, async ({ db, clock, user, body, request }) => {
    await approvePost(db, user, body, { ip: request.ip, at: clock.now() });
    return { held: false as const };
  });
  app.operation(setDiscussionReview, ({ db, clock, user, body, request }) =>
    setReview(db, user, body, { ip: request.ip, at: clock.now() }),
  );
}

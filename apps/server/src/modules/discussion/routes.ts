import {
  getDiscussion as getDiscussionOperation,
  updateDiscussion as updateDiscussionOperation,
} from '@aula/contract/discussion';
import type { FastifyInstance } from 'fastify';
import { studiedCourseOf } from '../enrolments/index.ts';
import { listDiscussion } from './list-discussion.ts';
import { updateDiscussion } from './update-discussion.ts';

/** The discussion of a course in the learner's batch: read it, post, and delete one's own posts. */
export async function discussionRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getDiscussionOperation, async ({ db, user, body }) =>
    listDiscussion(db, user, await studiedCourseOf(db, user, body.bcid), body.after),
  );
  app.operation(updateDiscussionOperation, ({ db, clock, user, body }) =>
    updateDiscussion(db, user, body, clock.now()),
  );
}

import {
  getCourseInstructor as getCourseInstructorOperation,
  getCourse as getCourseOperation,
  getCourseVideos as getCourseVideosOperation,
  getpodcast,
  getReferences as getReferencesOperation,
} from '@aula/contract/course';
import type { FastifyInstance } from 'fastify';
import { getCourse } from './get-course.ts';
import { getCourseInstructor } from './get-course-instructor.ts';
import { getCourseVideos } from './get-course-videos.ts';
import { getPodcasts } from './get-podcasts.ts';
import { getReferences } from './get-references.ts';
import { registerTeachingPolicies } from './teaching-policy.ts';

/** The course page: a course of the learner's batch, and its tabs; who teaches a course. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  registerTeachingPolicies(app);
  app.operation(getCourseOperation, ({ db, user, body }) => getCourse(db, user, body.bcid));
  app.operation(getReferencesOperation, ({ db, user, body }) => getReferences(db, user, body.bcid));
  app.operation(getCourseVideosOperation, ({ db, user, body }) => getCourseVideos(db, user, body.bcid));
  app.operation(getCourseInstructorOperation, ({ db, user, body }) =>
    getCourseInstructor(db, user, body.bcid),
  );
  app.operation(getpodcast, ({ db, user, body }) => getPodcasts(db, user, body.bcid));
}

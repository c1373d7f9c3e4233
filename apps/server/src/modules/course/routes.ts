import {
  getCourse as getCourseOperation,
  getCourseVideos as getCourseVideosOperation,
  getpodcast,
  getReferences as getReferencesOperation,
} from '@aula/contract/course';
import type { FastifyInstance } from 'fastify';
import { getCourse } from './get-course.ts';
import { getCourseVideos } from './get-course-videos.ts';
import { getPodcasts } from './get-podcasts.ts';
import { getReferences } from './get-references.ts';

/** The course page: a course of the learner's batch, and its tabs. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getCourseOperation, ({ db, user, body }) => getCourse(db, user, body.bcid));
  app.operation(getReferencesOperation, ({ db, user, body }) => getReferences(db, user, body.bcid));
  app.operation(getCourseVideosOperation, ({ db, user, body }) => getCourseVideos(db, user, body.bcid));
  app.operation(getpodcast, ({ db, user, body }) => getPodcasts(db, user, body.bcid));
}

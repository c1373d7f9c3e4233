import {
  getCourseInstructor as getCourseInstructorOperation,
  getCourse as getCourseOperation,
  getCourseVideos as getCourseVideosOperation,
  getpodcast,
  getReferences as getReferencesOperation,
} from '@aula/contract/course';
import type { FastifyInstance } from 'fastify';
import { contentSigner } from '../../platform/content-signer.ts';
import { getCourse } from './get-course.ts';
import { getCourseInstructor } from './get-course-instructor.ts';
import { getCourseVideos } from './get-course-videos.ts';
import { getPodcasts } from './get-podcasts.ts';
import { getReferences } from './get-references.ts';
import { registerTeachingPolicies } from './teaching-policy.ts';

/**
 * The course page: a course of the learner's batch, and its tabs; who teaches a course. The files of
 * its tabs (references, videos, podcasts) come signed for the learner on the content origin (ADR 0095).
 */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  registerTeachingPolicies(app);
  app.operation(getCourseOperation, ({ db, user, body }) => getCourse(db, user, body.bcid));
  app.operation(getReferencesOperation, async ({ db, files, config, user, body, clock }) =>
    getReferences(db, user, body.bcid, (await contentSigner({ files, config }, user, clock.now())).file),
  );
  app.operation(getCourseVideosOperation, async ({ db, files, config, user, body, clock }) =>
    getCourseVideos(db, user, body.bcid, (await contentSigner({ files, config }, user, clock.now())).file),
  );
  app.operation(getCourseInstructorOperation, ({ db, user, body }) =>
    getCourseInstructor(db, user, body.bcid),
  );
  app.operation(getpodcast, async ({ db, files, config, user, body, clock }) =>
    getPodcasts(db, user, body.bcid, (await contentSigner({ files, config }, user, clock.now())).file),
  );
}

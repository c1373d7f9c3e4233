import { getCourse as getCourseOperation } from '@aula/contract/course';
import type { FastifyInstance } from 'fastify';
import { getCourse } from './get-course.ts';

/** The course page: a course of the learner's batch, and its tabs. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getCourseOperation, ({ db, user, body }) => getCourse(db, user, body.bcid));
}

import {
  createCourse,
  getCourseDraft,
  listProgrammeCourses,
  publishCourse,
  saveCourseDraft,
} from '@aula/contract/staff-course-builder';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { createCourse as create } from './create-course.ts';
import { getCourseDraft as get } from './get-course-draft.ts';
import { listProgrammeCourses as list } from './list-programme-courses.ts';
import { publishCourse as publish } from './publish-course.ts';
import { saveCourseDraft as save } from './save-course-draft.ts';

const at = (clock: Clock, request: FastifyRequest) => ({ now: clock.now(), ip: request.ip });

/** Admins build a programme's courses as drafts and publish them (ADR 0089); the contract checks the programme. */
export async function courseBuilderRoutes(app: FastifyInstance): Promise<void> {
  app.operation(listProgrammeCourses, ({ db, user, body }) => list(db, user.oid, body.pid));
  app.operation(createCourse, ({ db, files, clock, user, body, request }) =>
    create({ db, files }, user, body, at(clock, request)),
  );
  app.operation(getCourseDraft, ({ db, user, body }) => get(db, user.oid, body));
  app.operation(saveCourseDraft, ({ db, files, clock, user, body, request }) =>
    save({ db, files }, user, body, at(clock, request)),
  );
  app.operation(publishCourse, ({ db, files, clock, user, body, request }) =>
    publish({ db, files }, user, body, at(clock, request)),
  );
}

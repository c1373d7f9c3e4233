import {
  getObjectContent as getObjectContentOperation,
  getUserCourseProgress as getUserCourseProgressOperation,
  openObject as openObjectOperation,
  syncUserProgress as syncUserProgressOperation,
} from '@aula/contract/course-player';
import { getUserTotalProgress as operation } from '@aula/contract/progress';
import type { FastifyInstance } from 'fastify';
import { completeObject } from './complete-object.ts';
import { getUserCourseProgress } from './get-user-course-progress.ts';
import { getUserTotalProgress } from './get-user-total-progress.ts';
import { objectContent } from './object-content.ts';
import { openObject } from './open-object.ts';

/** The learner's progress; the body's eid was checked against the session, which names the learner. */
export async function progressRoutes(app: FastifyInstance): Promise<void> {
  app.operation(operation, ({ db, user }) => getUserTotalProgress(db, user));
  app.operation(getUserCourseProgressOperation, ({ db, user, body }) =>
    getUserCourseProgress(db, user, body.bcid),
  );
  app.operation(openObjectOperation, ({ db, user, body, clock }) => openObject(db, user, body, clock.now()));
  app.operation(getObjectContentOperation, ({ db, files, config, user, body, clock }) =>
    objectContent({ db, files, config }, user, body, clock.now()),
  );
  app.operation(syncUserProgressOperation, ({ db, user, body, clock }) =>
    completeObject(
      db,
      { oid: user.oid, eid: user.eid, bcid: body.bcid, objid: body.objid, timeSpentSeconds: body.timespent },
      clock.now(),
    ),
  );
}

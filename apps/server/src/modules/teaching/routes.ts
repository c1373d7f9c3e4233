import {
  exportCourseRoster,
  getCourseRoster,
  getCourseSwitches,
  listTaughtCourses,
  setCourseSwitch,
} from '@aula/contract/staff-courses';
import { getFeedbackSummary } from '@aula/contract/staff-feedback';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/index.ts';
import { setBatchSwitch } from '../course/index.ts';
import { exportCourseRosterCsv, getCourseRosterPage } from './course-roster.ts';
import { listCourseSwitches } from './course-switches.ts';
import { feedbackSummary } from './feedback-summary.ts';
import { listTaughtCourses as taughtCoursesOf } from './taught-courses.ts';

/**
 * An instructor's courses (ADR 0071): the list, each course's roster and its CSV, and the batch's
 * switches. Every `bcid` has passed the `batchCourse` policy (the actor teaches the course) before a
 * handler runs; the roster reads only learners of that batch course.
 */
export async function teachingRoutes(app: FastifyInstance): Promise<void> {
  app.operation(listTaughtCourses, ({ db, user }) => taughtCoursesOf(db, user));
  app.operation(getCourseRoster, ({ db, user, body }) => getCourseRosterPage(db, user.oid, body));
  app.operation(exportCourseRoster, async ({ db, clock, user, body, request }) => {
    const now = clock.now();
    const exported = await exportCourseRosterCsv(db, user.oid, body, now);
    // Learners' data leaving the portal in bulk is a staff action like any other.
    await recordAudit(db, {
      oid: user.oid,
      actor: { userId: user.userId, eid: user.eid },
      action: 'roster.export',
      subjectKind: 'batchCourse',
      subjectId: body.bcid,
      after: { filter: body, truncated: exported.truncated },
      ip: request.ip,
      at: now,
    });
    return exported;
  });
  app.operation(getCourseSwitches, ({ db, user, body }) => listCourseSwitches(db, user.oid, body.bcid));
  app.operation(setCourseSwitch, async ({ db, clock, user, body, request }) => {
    const { bcid, enabled } = body;
    const change =
      body.kind === 'nugget' || body.kind === 'object'
        ? { kind: body.kind, bcid, target: body.target ?? '', enabled }
        : { kind: body.kind, bcid, enabled };
    const stored = await setBatchSwitch(db, user, change, { now: clock.now(), ip: request.ip });
    return { kind: body.kind, target: stored.target, enabled: stored.enabled };
  });
  // What learners say (ADR 0078): counts and comments only, never who said it.
  app.operation(getFeedbackSummary, ({ db, user, body }) =>
    feedbackSummary(db, user.oid, body.bcid, body.crir),
  );
}

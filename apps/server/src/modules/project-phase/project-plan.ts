import type {
  ObjectiveStatus,
  ProjectNugget,
  ProjectObject,
  ProjectPhase,
} from '@aula/contract/project-phase';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { projectThreads } from '../../db/schema/project-phase.ts';
import type { ContentSigner } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { courseSwitches, isNuggetOn, isObjectOn } from '../course/index.ts';
import type { LearnerCourse } from '../enrolments/index.ts';

/**
 * The project of a batch course as the learner sees it. Within a nugget each objective opens once the
 * objective before it is approved (status 2); every object the admin switched off in the batch, or whose
 * nugget they switched off, is locked ('Disabled by admin').
 */
export async function projectPlan(db: Db, user: SessionUser, course: LearnerCourse): Promise<ProjectPhase> {
  const [[row], threads, switches] = await Promise.all([
    db
      .select({ details: courses.details })
      .from(courses)
      .where(and(eq(courses.oid, user.oid), eq(courses.tid, course.tid)))
      .limit(1),
    db
      .select({ objid: projectThreads.objid, objStatus: projectThreads.objStatus })
      .from(projectThreads)
      .where(
        and(
          eq(projectThreads.oid, user.oid),
          eq(projectThreads.eid, user.eid),
          eq(projectThreads.bcid, course.bcid),
        ),
      ),
    courseSwitches(db, user.oid, course.bcid),
  ]);
  const statusOf = new Map<string, ObjectiveStatus>(
    threads.map((thread) => [thread.objid, thread.objStatus]),
  );

  const nuggets = (row?.details.project ?? []).map((nugget): ProjectNugget => {
    const nenabled = isNuggetOn(switches, nugget.nid);
    let previousApproved = true;
    const objects = nugget.objects.map((object): ProjectObject => {
      const isObjective = object.otype === 'objective';
      const objStatus = isObjective ? (statusOf.get(object.oid) ?? 1) : null;
      const lock = !isObjectOn(switches, nugget.nid, object.oid)
        ? 'nuggetDisabled'
        : isObjective && !previousApproved
          ? 'previousIncomplete'
          : null;
      if (isObjective) previousApproved = objStatus === 2;
      return {
        oid: object.oid,
        otitle: object.otitle,
        otype: object.otype,
        ourl: object.ourl ?? null,
        description: object.description ?? null,
        fileEnable: isObjective && object.fileEnable === true,
        userOP: { op: lock ? 0 : objStatus === 2 ? 2 : 1 },
        lock,
        objStatus: lock ? null : objStatus,
      };
    });
    return {
      nid: nugget.nid,
      unit: nugget.unit,
      ntitle: nugget.ntitle,
      nduration: nugget.nduration,
      nenabled,
      objects,
    };
  });
  return { bcid: course.bcid, nuggets };
}

/**
 * The project as getProjectPhase answers it: each resource's file at its address on the content origin,
 * signed for the learner (a page for its folder, any other file for itself: ADR 0095), none for a locked
 * one.
 */
export async function learnerProjectPlan(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  signer: ContentSigner,
): Promise<ProjectPhase> {
  const plan = await projectPlan(db, user, course);
  const addressOf = (object: ProjectObject) => {
    if (object.ourl === null || object.lock) return null;
    return object.otype === 'html' ? signer.page(object.ourl) : signer.file(object.ourl);
  };
  const nuggets = plan.nuggets.map((nugget) => ({
    ...nugget,
    objects: nugget.objects.map((object) => ({ ...object, ourl: addressOf(object) })),
  }));
  return { ...plan, nuggets };
}

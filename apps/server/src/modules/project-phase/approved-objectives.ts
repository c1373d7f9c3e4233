import type { ApprovedObjective } from '@aula/contract/project-phase';
import { and, eq } from 'drizzle-orm';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { projectPlan } from './project-plan.ts';

/**
 * The 'Approved Message' table: each open objective of the course's project with its status and, once
 * approved, the message staff approved and when.
 */
export async function approvedObjectives(
  db: Db,
  user: SessionUser,
  bcid: string,
): Promise<{ objectives: ApprovedObjective[] }> {
  const course = await studiedCourseOf(db, user, bcid);
  const plan = await projectPlan(db, user, course);
  const approved = await db
    .select({
      objid: projectThreads.objid,
      approvedAt: projectThreads.approvedAt,
      message: projectMessages.message,
    })
    .from(projectThreads)
    .innerJoin(
      projectMessages,
      and(
        eq(projectMessages.id, projectThreads.approvedMessageId),
        eq(projectMessages.oid, projectThreads.oid),
        eq(projectMessages.eid, projectThreads.eid),
      ),
    )
    .where(
      and(eq(projectThreads.oid, user.oid), eq(projectThreads.eid, user.eid), eq(projectThreads.bcid, bcid)),
    );
  const byObjective = new Map(approved.map((row) => [row.objid, row]));
  const objectives = plan.nuggets.flatMap((nugget) =>
    nugget.objects.flatMap((object): ApprovedObjective[] => {
      if (object.otype !== 'objective' || object.objStatus === null) return [];
      const row = object.objStatus === 2 ? byObjective.get(object.oid) : undefined;
      return [
        {
          nid: nugget.nid,
          objid: object.oid,
          otitle: object.otitle,
          objStatus: object.objStatus,
          approvedMessage: row?.message ?? null,
          approvedAt: row?.approvedAt?.toISOString() ?? null,
        },
      ];
    }),
  );
  return { objectives };
}

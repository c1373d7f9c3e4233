import { and, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';

/** A thread waits for a decision: not approved, and its latest message is the learner's. */
export const awaitingDecision = sql<boolean>`(${projectThreads.objStatus} <> 2 and (
  select ${projectMessages.author} from ${projectMessages}
  where ${projectMessages.oid} = ${projectThreads.oid} and ${projectMessages.eid} = ${projectThreads.eid}
    and ${projectMessages.bcid} = ${projectThreads.bcid} and ${projectMessages.objid} = ${projectThreads.objid}
  order by ${projectMessages.id} desc limit 1
) = 'learner')`;

/** The time of the thread's latest message, or null for a thread nobody has written to. */
export const lastMessageAt = sql<Date | null>`(
  select max(${projectMessages.postedAt}) from ${projectMessages}
  where ${projectMessages.oid} = ${projectThreads.oid} and ${projectMessages.eid} = ${projectThreads.eid}
    and ${projectMessages.bcid} = ${projectThreads.bcid} and ${projectMessages.objid} = ${projectThreads.objid}
)`;

/** The objectives of a course's project, in the project's order, with their nugget's title. */
export function objectivesOf(
  project: { ntitle: string; objects: { oid: string; otitle: string; otype: string }[] }[],
) {
  return project.flatMap((nugget) =>
    nugget.objects
      .filter((object) => object.otype === 'objective')
      .map((object) => ({ objid: object.oid, otitle: object.otitle, ntitle: nugget.ntitle })),
  );
}

/**
 * Objective `objid` of the project of batch course `bcid` (the policy has checked the member teaches
 * it), with the course's title as text, or a 404.
 */
export async function reviewedObjective(db: Db, oid: string, bcid: string, objid: string) {
  const [row] = await db
    .select({ details: courses.details, ttitle: courses.ttitle })
    .from(batchCourses)
    .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  const objective = objectivesOf(row?.details.project ?? []).find((found) => found.objid === objid);
  if (!row || !objective)
    throw new AppError('NOT_FOUND', 'There is no such objective.', { objid: 'no such objective' });
  return { ...objective, courseTitle: htmlToText(row.ttitle) };
}

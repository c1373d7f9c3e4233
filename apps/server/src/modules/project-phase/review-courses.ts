import type { ProjectCourse } from '@aula/contract/staff-project';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import { projectThreads } from '../../db/schema/project-phase.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope } from '../course/index.ts';
import { awaitingDecision, objectivesOf } from './review-scope.ts';

/**
 * The batch courses the member teaches whose course has a project, by batch then course, each
 * objective with the learners' threads that wait for a decision.
 */
export async function listProjectCourses(db: Db, actor: SessionUser): Promise<{ rows: ProjectCourse[] }> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return { rows: [] };
  const taught = await db
    .select({
      bcid: batchCourses.bcid,
      courseTitle: courses.ttitle,
      batchTitle: batches.title,
      details: courses.details,
    })
    .from(batchCourses)
    .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .innerJoin(batches, and(eq(batches.oid, batchCourses.oid), eq(batches.bpid, batchCourses.bpid)))
    .where(
      and(eq(batchCourses.oid, actor.oid), scope === 'all' ? undefined : inArray(batchCourses.tid, scope)),
    )
    .orderBy(asc(batches.title), asc(batchCourses.position), asc(batchCourses.tid))
    .limit(500);
  const withProject = taught.flatMap((row) => {
    const objectives = objectivesOf(row.details.project ?? []);
    return objectives.length === 0 ? [] : [{ ...row, objectives }];
  });
  if (withProject.length === 0) return { rows: [] };
  const waiting = await db
    .select({ bcid: projectThreads.bcid, objid: projectThreads.objid, awaiting: count() })
    .from(projectThreads)
    .where(
      and(
        eq(projectThreads.oid, actor.oid),
        inArray(
          projectThreads.bcid,
          withProject.map((row) => row.bcid),
        ),
        awaitingDecision,
      ),
    )
    .groupBy(projectThreads.bcid, projectThreads.objid);
  const waitingOf = new Map(waiting.map((row) => [`${row.bcid} ${row.objid}`, row.awaiting]));
  const rows = withProject.map((row): ProjectCourse => {
    const objectives = row.objectives.map((objective) => ({
      ...objective,
      awaiting: waitingOf.get(`${row.bcid} ${objective.objid}`) ?? 0,
    }));
    return {
      bcid: row.bcid,
      courseTitle: row.courseTitle,
      batchTitle: row.batchTitle,
      awaiting: objectives.reduce((sum, objective) => sum + objective.awaiting, 0),
      objectives,
    };
  });
  return { rows };
}

import type { BundleCourse } from '@aula/contract/content-bundle-courses';
import type { BundleQuiz } from '@aula/contract/content-bundle-questions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { courses, quizzes } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The courses of programmes `pids` (courses/<tid>.json): the stored content with each nugget's and
 * object's switch default (the course's `switches_off`, ADR 0089) put back as its `nenabled` (ADR 0084)
 * and the qtype a quiz object took from its quiz left out (the quiz file gives it again).
 */
export async function exportCourses(db: Db, oid: string, pids: readonly string[]): Promise<BundleCourse[]> {
  if (pids.length === 0) return [];
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.oid, oid), inArray(courses.pid, [...pids])))
    .orderBy(asc(courses.tid));
  return rows.map((row) => {
    const off = new Set(row.switchesOff.map(({ kind, target }) => `${kind}:${target}`));
    const enabled = (kind: 'nugget' | 'object', target: string) => !off.has(`${kind}:${target}`);
    const { nuggets, project, ...details } = row.details;
    return {
      tid: row.tid,
      pid: row.pid,
      ttitle: row.ttitle,
      tduration: row.tduration,
      tenabled: row.tenabled,
      freenavigation: row.freenavigation,
      ...details,
      nuggets: nuggets.map((nugget) => ({
        ...nugget,
        nenabled: enabled('nugget', nugget.nid),
        objects: nugget.objects.map(({ qtype: _fromQuiz, ...object }) => ({
          ...object,
          nenabled: enabled('object', object.oid),
        })),
      })),
      project: project.map((nugget) => ({
        ...nugget,
        nenabled: enabled('nugget', nugget.nid),
        objects: nugget.objects.map((object) => ({
          ...object,
          nenabled: enabled('object', object.oid),
        })),
      })),
    } as BundleCourse;
  });
}

/** The quizzes (quizzes/<quizid>.json): all of them, or those shown by courses `tids`. */
export async function exportQuizzes(db: Db, oid: string, tids?: readonly string[]): Promise<BundleQuiz[]> {
  if (tids?.length === 0) return [];
  const rows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.oid, oid), tids === undefined ? undefined : inArray(quizzes.tid, [...tids])))
    .orderBy(asc(quizzes.quizid));
  return rows.map((row) => ({
    quizid: row.quizid,
    qtype: row.qtype,
    cutoff: row.cutoff ?? undefined,
    deadLine: row.deadline?.toISOString(),
    qitems: row.qitems,
  }));
}

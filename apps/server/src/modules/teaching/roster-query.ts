import type { RosterFilter, RosterRow } from '@aula/contract/staff-courses';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { learnerCourses } from '../../db/schema/enrolments.ts';
import { courseProgress, objectProgress } from '../../db/schema/progress.ts';
import { containsPattern } from '../../platform/contains-pattern.ts';
import type { Db } from '../../platform/db.ts';

/** One batch course's roster: its learners, and the objects that count towards it in that batch. */
export interface RosterScope {
  oid: string;
  bcid: string;
  /** The countable objects (the learner's progress screens count the same ones). */
  countable: readonly string[];
}

export type RosterQuery = Pick<RosterFilter, 'search' | 'sort' | 'direction'>;

const learnerName = sql<string>`coalesce(${users.name}, ${learnerCourses.eid})`;

/** The learner's rows of this batch course's objects. */
const ofLearner = and(
  eq(objectProgress.oid, learnerCourses.oid),
  eq(objectProgress.eid, learnerCourses.eid),
  eq(objectProgress.bcid, learnerCourses.bcid),
);

/**
 * Countable objects complete, as the learner's percent counts them (progress/course-percent.ts): all
 * of them once the course is complete (tp 2), else those with op 2.
 */
function doneOf(countable: readonly string[]): SQL<number> {
  if (countable.length === 0) return sql<number>`0`;
  return sql<number>`(case when ${courseProgress.tp} = 2 then ${countable.length}::int
    else (select count(*) from ${objectProgress}
      where ${ofLearner} and ${objectProgress.op} = 2 and ${inArray(objectProgress.objid, [...countable])})::int
    end)`;
}

/** Seconds the server counted (ADR 0063), as the learner's report reads them: the sum over the objects. */
const timeSpent = sql<number>`(select coalesce(sum(${objectProgress.timespent}), 0) from ${objectProgress}
  where ${ofLearner})::int`;

function conditions({ oid, bcid }: RosterScope, { search }: RosterQuery): SQL | undefined {
  const q = search?.trim();
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    eq(learnerCourses.oid, oid),
    eq(learnerCourses.bcid, bcid),
    pattern === undefined
      ? undefined
      : or(
          sql`${learnerName} ilike ${pattern} escape '\\'`,
          sql`coalesce(${users.email}, ${learnerCourses.eid}) ilike ${pattern} escape '\\'`,
        ),
  );
}

function ordering(scope: RosterScope, { sort = 'name', direction = 'asc' }: RosterQuery): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const nulls = sql.raw(direction === 'asc' ? 'nulls first' : 'nulls last');
  const column =
    sort === 'done'
      ? doneOf(scope.countable)
      : sort === 'timeSpent'
        ? timeSpent
        : sort === 'lastActive'
          ? sql`${courseProgress.lastOpenedAt}`
          : sql`lower(${learnerName})`;
  return [sql`${by(column)} ${nulls}`, asc(learnerCourses.eid)];
}

function selectRoster(db: Db, scope: RosterScope) {
  return db
    .select({
      eid: learnerCourses.eid,
      name: learnerName,
      email: sql<string>`coalesce(${users.email}, ${learnerCourses.eid})`,
      done: doneOf(scope.countable),
      timeSpent,
      lastActive: courseProgress.lastOpenedAt,
    })
    .from(learnerCourses)
    .leftJoin(users, and(eq(users.oid, learnerCourses.oid), eq(users.eid, learnerCourses.eid)))
    .leftJoin(
      courseProgress,
      and(
        eq(courseProgress.oid, learnerCourses.oid),
        eq(courseProgress.eid, learnerCourses.eid),
        eq(courseProgress.bcid, learnerCourses.bcid),
      ),
    );
}

/** Learners studying the batch course (learner_courses, ADR 0069) with their progress, searched and sorted. */
export async function rosterRows(
  db: Db,
  scope: RosterScope,
  query: RosterQuery,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<RosterRow[]> {
  const rows = await selectRoster(db, scope)
    .where(conditions(scope, query))
    .orderBy(...ordering(scope, query))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    lastActive: row.lastActive ? new Date(row.lastActive).toISOString() : null,
  }));
}

/** How many learners the search matches. */
export async function rosterCount(db: Db, scope: RosterScope, query: RosterQuery): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(learnerCourses)
    .leftJoin(users, and(eq(users.oid, learnerCourses.oid), eq(users.eid, learnerCourses.eid)))
    .where(conditions(scope, query));
  return row?.count ?? 0;
}

import type { MiniSubmission, TaughtMiniAssignment } from '@aula/contract/staff-mini-assignments';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { courses, quizzes } from '../../db/schema/content.ts';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { teachingScope } from '../course/index.ts';
import { miniFileAddresses } from './mini-file-address.ts';

const submissions = sql<number>`(
  select count(*) from ${miniAssignments}
  where ${miniAssignments.oid} = ${batchCourses.oid} and ${miniAssignments.bcid} = ${batchCourses.bcid}
    and ${miniAssignments.quizid} = ${quizzes.quizid}
)`.mapWith(Number);

const awaitingFeedback = sql<number>`(
  select count(*) from ${miniAssignments}
  where ${miniAssignments.oid} = ${batchCourses.oid} and ${miniAssignments.bcid} = ${batchCourses.bcid}
    and ${miniAssignments.quizid} = ${quizzes.quizid} and jsonb_array_length(${miniAssignments.feedback}) = 0
)`.mapWith(Number);

/** The mini assignments (quiz qtype 3) of the batch courses in the actor's teaching scope; one, when named. */
export async function taughtMiniAssignments(
  db: Db,
  actor: SessionUser,
  only?: { bcid: string; quizid: string },
): Promise<TaughtMiniAssignment[]> {
  const scope = teachingScope(actor);
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await db
    .select({
      bcid: batchCourses.bcid,
      quizid: quizzes.quizid,
      details: courses.details,
      courseTitle: courses.ttitle,
      batchTitle: batches.title,
      deadline: quizzes.deadline,
      submissions,
      awaitingFeedback,
    })
    .from(batchCourses)
    .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .innerJoin(batches, and(eq(batches.oid, batchCourses.oid), eq(batches.bpid, batchCourses.bpid)))
    .innerJoin(
      quizzes,
      and(eq(quizzes.oid, batchCourses.oid), eq(quizzes.tid, batchCourses.tid), eq(quizzes.qtype, 3)),
    )
    .where(
      and(
        eq(batchCourses.oid, actor.oid),
        scope === 'all' ? undefined : inArray(batchCourses.tid, scope),
        only ? eq(batchCourses.bcid, only.bcid) : undefined,
        only ? eq(quizzes.quizid, only.quizid) : undefined,
      ),
    )
    .orderBy(asc(batches.title), asc(batchCourses.position), asc(quizzes.quizid))
    .limit(500);
  return rows.map(({ details, deadline, ...row }) => ({
    ...row,
    title: htmlToText(objectTitle(details, row.quizid) ?? row.quizid),
    courseTitle: htmlToText(row.courseTitle),
    deadline: deadline?.toISOString() ?? null,
  }));
}

function objectTitle(details: { nuggets: { objects: { oid: string; otitle: string }[] }[] }, quizid: string) {
  for (const nugget of details.nuggets) {
    const object = nugget.objects.find((each) => each.oid === quizid);
    if (object) return object.otitle;
  }
  return undefined;
}

/** A mini assignment the actor teaches, or the same 404 whether it exists elsewhere or not. */
export async function taughtMiniAssignment(
  db: Db,
  actor: SessionUser,
  ids: { bcid: string; quizid: string },
): Promise<TaughtMiniAssignment> {
  const [assignment] = await taughtMiniAssignments(db, actor, ids);
  if (!assignment) {
    throw new AppError('NOT_FOUND', 'No such mini assignment in the courses you teach.', {
      quizid: 'not a mini assignment of this course',
    });
  }
  return assignment;
}

/**
 * The submissions of a mini assignment the actor teaches, by learner name: answers as text (questions
 * too), a file answer with an address signed for the actor's session, and the feedback given.
 */
export async function listMiniSubmissions(
  db: Db,
  actor: SessionUser,
  ids: { bcid: string; quizid: string },
  now: Date,
): Promise<{ assignment: TaughtMiniAssignment; rows: MiniSubmission[] }> {
  const assignment = await taughtMiniAssignment(db, actor, ids);
  const [quiz] = await db
    .select({ qitems: quizzes.qitems })
    .from(quizzes)
    .where(and(eq(quizzes.oid, actor.oid), eq(quizzes.quizid, ids.quizid)));
  const questions = (quiz?.qitems ?? []).map((item) => htmlToText(item.istem));
  const rows = await db
    .select({
      eid: miniAssignments.eid,
      learnerName: users.name,
      submittedAt: miniAssignments.submittedAt,
      edited: miniAssignments.edited,
      response: miniAssignments.response,
      feedback: miniAssignments.feedback,
    })
    .from(miniAssignments)
    .innerJoin(users, and(eq(users.oid, miniAssignments.oid), eq(users.eid, miniAssignments.eid)))
    .where(
      and(
        eq(miniAssignments.oid, actor.oid),
        eq(miniAssignments.bcid, ids.bcid),
        eq(miniAssignments.quizid, ids.quizid),
      ),
    )
    .orderBy(asc(users.name), asc(miniAssignments.eid))
    .limit(500);
  return {
    assignment,
    rows: rows.map((row) => ({
      eid: row.eid,
      learnerName: row.learnerName,
      submittedAt: row.submittedAt.toISOString(),
      edited: row.edited,
      answers: row.response.map((answer, index) => ({
        question: questions[index] ?? '',
        ...(answer.text !== undefined ? { text: answer.text } : {}),
        ...(answer.fname
          ? {
              fileName: answer.orgname ?? answer.fname,
              fileUrl: miniFileAddresses.address(
                actor.sessionId,
                [ids.bcid, ids.quizid, row.eid, String(index)],
                now,
              ),
            }
          : {}),
      })),
      feedback: row.feedback,
    })),
  };
}

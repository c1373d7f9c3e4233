import type { AssessmentList, QuizKind } from '@aula/contract/assessments';
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import { assessmentAccommodations } from '../../db/schema/accommodations.ts';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessmentItems, assessments } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { timesOfEveryLearner } from './accommodation-store.ts';
import { answersAvailable, attemptSeesAnswers, hasEnded, isOpen, learnerTimes } from './assessment-window.ts';
import { closePastGrace } from './close-past-grace.ts';
import { releasedMarksOf } from './released-marks.ts';

/**
 * The assessments or assignments of batch course `bcid`, when it is the learner's by the course page's
 * rule (those of the course, and those of the whole batch), each with the learner's attempt judged at
 * the server's `now`: open or not, the score once ended, the answers once they may be shown. The window
 * shown and judged is the learner's own, their accommodation applied (ADR 0073).
 */
export async function listAssessments(
  db: Db,
  user: SessionUser,
  { bcid, quiztype }: { bcid: string; quiztype: QuizKind },
  now: Date,
): Promise<AssessmentList> {
  const course = await studiedCourseOf(db, user, bcid);

  const questions = db
    .select({ assessid: assessmentItems.assessid, questions: count().as('questions') })
    .from(assessmentItems)
    .where(eq(assessmentItems.oid, user.oid))
    .groupBy(assessmentItems.assessid)
    .as('questions');
  const rows = await db
    .select({
      assessment: assessments,
      attempt: assessmentAttempts,
      accommodation: {
        extraMinutes: assessmentAccommodations.extraMinutes,
        windowStart: assessmentAccommodations.windowStart,
        windowEnd: assessmentAccommodations.windowEnd,
      },
      questions: questions.questions,
    })
    .from(assessments)
    .leftJoin(
      assessmentAttempts,
      and(
        eq(assessmentAttempts.oid, assessments.oid),
        eq(assessmentAttempts.assessid, assessments.assessid),
        eq(assessmentAttempts.eid, user.eid),
      ),
    )
    .leftJoin(
      assessmentAccommodations,
      and(
        eq(assessmentAccommodations.oid, assessments.oid),
        eq(assessmentAccommodations.assessid, assessments.assessid),
        eq(assessmentAccommodations.eid, user.eid),
      ),
    )
    .leftJoin(questions, eq(questions.assessid, assessments.assessid))
    .where(
      and(
        eq(assessments.oid, user.oid),
        eq(assessments.bpid, course.bpid),
        eq(assessments.quiztype, quiztype),
        or(eq(assessments.tid, course.tid), isNull(assessments.tid)),
      ),
    )
    .orderBy(asc(assessments.startdate), asc(assessments.title), asc(assessments.assessid));

  const list = [];
  for (const { assessment: row, attempt: found, accommodation, questions: questionCount } of rows) {
    const key = { oid: user.oid, assessid: row.assessid, eid: user.eid };
    const assessment = learnerTimes(row, accommodation);
    const attempt = await closePastGrace(db, assessment, found ?? undefined, key, now);
    const ended = hasEnded(assessment, now);
    // Released marks, like the score, once an assessment has ended; an assignment's once released.
    const scored = attempt?.status === 1 && (ended || assessment.quiztype === 'assign');
    const released = scored ? await releasedMarksOf(db, key) : null;
    list.push({
      assessid: assessment.assessid,
      quiztype: assessment.quiztype,
      title: assessment.title,
      startdate: assessment.startdate?.toISOString() ?? null,
      enddate: assessment.enddate?.toISOString() ?? null,
      answerdate: assessment.answerdate?.toISOString() ?? null,
      instructions: assessment.instructions,
      questions: Number(questionCount ?? 0),
      status: attempt?.status ?? null,
      score: released?.score ?? (ended && attempt?.status === 1 ? attempt.score : null),
      marks: released?.marks ?? [],
      open: isOpen(assessment, now),
      answersAvailable:
        answersAvailable(row, now) &&
        answersAvailable(await timesOfEveryLearner(db, row, key), now) &&
        attemptSeesAnswers(assessment, attempt, now),
    });
  }
  return { now: now.toISOString(), assessments: list };
}

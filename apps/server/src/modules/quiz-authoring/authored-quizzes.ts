import { BundleQuiz } from '@aula/contract/content-bundle-questions';
import type { Input, Output } from '@aula/contract/operation';
import type {
  checkQuizPreview,
  getAuthoredQuiz,
  previewQuiz,
  saveQuiz,
} from '@aula/contract/staff-quiz-authoring';
import { and, eq } from 'drizzle-orm';
import { quizzes } from '../../db/schema/content.ts';
import { miniAssignments, quizAttempts } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { announceContentChanged, changeContent, quizSection } from '../content/index.ts';
import { cutoffOf, questionOf, scoreQuiz } from '../quizzes/index.ts';
import { fromQuizItem, toQuizItem } from './authored-question.ts';
import { authoringContext, parseOrRefuse } from './authoring-context.ts';
import { sameJson } from './same-json.ts';

/*
 * A course quiz authored in the browser (ADR 0091), written by the content import's quiz loader. Once a
 * learner has tried it (a quiz attempt or a mini assignment), its type, cutoff and questions stay as
 * they are, so no recorded score, pass or review changes; its deadline may still move. A changed quiz
 * is a new quiz (another quizid), which the course then shows instead.
 */

type QuizRow = typeof quizzes.$inferSelect;

async function findQuiz(db: Db, oid: string, quizid: string): Promise<QuizRow | undefined> {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.oid, oid), eq(quizzes.quizid, quizid)));
  return quiz;
}

async function requireQuiz(db: Db, oid: string, quizid: string): Promise<QuizRow> {
  const quiz = await findQuiz(db, oid, quizid);
  if (!quiz) throw new AppError('NOT_FOUND', 'There is no such quiz.', { quizid: 'not found' });
  return quiz;
}

export async function quizAttempted(db: Db, oid: string, quizid: string): Promise<boolean> {
  const tries = await db
    .select({ quizid: quizAttempts.quizid })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.oid, oid), eq(quizAttempts.quizid, quizid)))
    .limit(1);
  if (tries.length > 0) return true;
  const submissions = await db
    .select({ quizid: miniAssignments.quizid })
    .from(miniAssignments)
    .where(and(eq(miniAssignments.oid, oid), eq(miniAssignments.quizid, quizid)))
    .limit(1);
  return submissions.length > 0;
}

export async function getQuiz(db: Db, oid: string, quizid: string): Promise<Output<typeof getAuthoredQuiz>> {
  const quiz = await requireQuiz(db, oid, quizid);
  return {
    quizid,
    tid: quiz.tid,
    qtype: quiz.qtype,
    cutoff: quiz.cutoff,
    deadLine: quiz.deadline?.toISOString() ?? null,
    qitems: quiz.qitems.map(fromQuizItem),
    attempted: await quizAttempted(db, oid, quizid),
  };
}

export async function saveAuthoredQuiz(
  db: Db,
  files: FileStore,
  actor: SessionUser,
  body: Input<typeof saveQuiz>,
  change: { now: Date; ip: string },
): Promise<Output<typeof saveQuiz>> {
  const { oid } = actor;
  const candidate = {
    quizid: body.quizid,
    qtype: body.qtype,
    ...(body.cutoff === null || body.cutoff === undefined ? {} : { cutoff: body.cutoff }),
    ...(body.deadLine ? { deadLine: body.deadLine } : {}),
    qitems: body.qitems.map((question) => toQuizItem({ qscore: 1, iopts: [], ...question })),
  };
  const quiz = parseOrRefuse(BundleQuiz, candidate, '');
  return changeContent(db, oid, async (tx) => {
    const before = await findQuiz(tx, oid, quiz.quizid);
    if (body.create && before) {
      throw new AppError('CONFLICT', 'A quiz with this id exists already.', { quizid: 'already used' });
    }
    if (!body.create && !before)
      throw new AppError('NOT_FOUND', 'There is no such quiz.', { quizid: 'not found' });
    const { context, checkMedia } = authoringContext(tx, files, oid, change.now, '');
    await quizSection.load(context, quiz);
    await checkMedia();
    const after = await requireQuiz(tx, oid, quiz.quizid);
    if (before && (await quizAttempted(tx, oid, quiz.quizid))) {
      const same =
        before.qtype === after.qtype &&
        before.cutoff === after.cutoff &&
        sameJson(before.qitems, after.qitems);
      if (!same) {
        throw new AppError(
          'CONFLICT',
          'Learners have tried this quiz: its type, cutoff and questions can no longer change. Save it as a new quiz instead.',
          { qitems: 'attempted by learners' },
        );
      }
    }
    await announceContentChanged(tx, oid);
    await recordAudit(tx, {
      oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: body.create ? 'quiz.create' : 'quiz.update',
      subjectId: quiz.quizid,
      before: before ? { qtype: before.qtype, cutoff: before.cutoff, questions: before.qitems.length } : null,
      after: { qtype: after.qtype, cutoff: after.cutoff, questions: after.qitems.length },
      ip: change.ip,
      at: change.now,
    });
    return { quizid: quiz.quizid };
  });
}

/** The quiz as its learners get it, its pictures signed by `sign` for the admin (ADR 0095). */
export async function previewAuthoredQuiz(
  db: Db,
  oid: string,
  quizid: string,
  sign: (path: string) => string,
): Promise<Output<typeof previewQuiz>> {
  const quiz = await requireQuiz(db, oid, quizid);
  return {
    quizid,
    qtype: quiz.qtype,
    cutoff: cutoffOf(quiz.cutoff),
    qitems: quiz.qitems.map((item) => questionOf(item, sign)),
  };
}

/** Scores a preview with the learners' scorer; nothing is written. */
export async function checkPreview(
  db: Db,
  oid: string,
  body: Input<typeof checkQuizPreview>,
): Promise<Output<typeof checkQuizPreview>> {
  const quiz = await requireQuiz(db, oid, body.quizid);
  const { percent, answers } = scoreQuiz(quiz.qitems, body.responses);
  return { percent, passed: percent >= cutoffOf(quiz.cutoff), answers };
}

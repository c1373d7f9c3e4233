import { randomUUID } from 'node:crypto';
import { BundleAssessment } from '@aula/contract/content-bundle-questions';
import type { Input, Output } from '@aula/contract/operation';
import type { getAuthoredAssessment, saveAssessment } from '@aula/contract/staff-quiz-authoring';
import { and, asc, eq } from 'drizzle-orm';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessmentItems, assessments } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { announceContentChanged, assessmentSection, changeContent } from '../content/index.ts';
import { fromAssessmentItem, toAssessmentItem } from './authored-question.ts';
import { authoringContext, parseOrRefuse } from './authoring-context.ts';
import { sameJson } from './same-json.ts';

/*
 * An assessment or assignment authored in the browser (ADR 0091), written by the content import's
 * assessment loader: the same checks (the batch, the course of its programme, the answer date at least
 * the answer grace after the end: ADR 0033) and the same rows. Once a learner has an attempt, its kind,
 * batch, course and questions stay as they are (marking recomputes totals from the questions, ADR
 * 0072); its title, instructions and moments may still change, judged by the same rules.
 */

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

async function findAssessment(db: Db, oid: string, assessid: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.oid, oid), eq(assessments.assessid, assessid)));
  return row;
}

/** The organisation's assessment `assessid`, else a 404 (another organisation's is not found either). */
export async function requireAssessment(db: Db, oid: string, assessid: string) {
  const row = await findAssessment(db, oid, assessid);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'not found' });
  return row;
}

export async function itemsOf(db: Db, oid: string, assessid: string) {
  return db
    .select()
    .from(assessmentItems)
    .where(and(eq(assessmentItems.oid, oid), eq(assessmentItems.assessid, assessid)))
    .orderBy(asc(assessmentItems.position));
}

async function attempted(db: Db, oid: string, assessid: string): Promise<boolean> {
  const rows = await db
    .select({ eid: assessmentAttempts.eid })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.oid, oid), eq(assessmentAttempts.assessid, assessid)))
    .limit(1);
  return rows.length > 0;
}

export async function getAssessment(
  db: Db,
  oid: string,
  assessid: string,
): Promise<Output<typeof getAuthoredAssessment>> {
  const row = await requireAssessment(db, oid, assessid);
  return {
    assessid,
    quiztype: row.quiztype,
    bpid: row.bpid,
    tid: row.tid,
    title: row.title,
    startdate: iso(row.startdate),
    enddate: iso(row.enddate),
    answerdate: iso(row.answerdate),
    instructions: row.instructions,
    qitems: (await itemsOf(db, oid, assessid)).map(fromAssessmentItem),
    attempted: await attempted(db, oid, assessid),
  };
}

const itemShape = (items: Awaited<ReturnType<typeof itemsOf>>) =>
  items.map(({ iid, atype, istem, img, iopts }) => ({ iid, atype, istem, img, iopts }));

export async function saveAuthoredAssessment(
  db: Db,
  files: FileStore,
  actor: SessionUser,
  body: Input<typeof saveAssessment>,
  change: { now: Date; ip: string },
): Promise<Output<typeof saveAssessment>> {
  const { oid } = actor;
  const optional = <K extends string>(key: K, value: string | null | undefined) =>
    value ? ({ [key]: value } as Record<K, string>) : {};
  const candidate = {
    assessid: body.assessid,
    quiztype: body.quiztype,
    bpid: body.bpid,
    ...optional('tid', body.tid),
    title: body.title,
    ...optional('startdate', body.startdate),
    ...optional('enddate', body.enddate),
    ...optional('answerdate', body.answerdate),
    instructions: body.instructions,
    qitems: body.qitems.map((question) =>
      toAssessmentItem(
        { qscore: 1, iopts: [], ...question },
        question.iid ?? `i-${randomUUID().slice(0, 8)}`,
      ),
    ),
  };
  const assessment = parseOrRefuse(BundleAssessment, candidate, '');
  return changeContent(db, oid, async (tx) => {
    const before = await findAssessment(tx, oid, assessment.assessid);
    if (body.create && before) {
      throw new AppError('CONFLICT', 'An assessment with this id exists already.', {
        assessid: 'already used',
      });
    }
    if (!body.create && !before) {
      throw new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'not found' });
    }
    const itemsBefore = before ? await itemsOf(tx, oid, assessment.assessid) : [];
    const { context, checkMedia } = authoringContext(tx, files, oid, change.now, '');
    await assessmentSection.load(context, assessment);
    await checkMedia();
    const after = await findAssessment(tx, oid, assessment.assessid);
    if (before && after && (await attempted(tx, oid, assessment.assessid))) {
      const itemsAfter = await itemsOf(tx, oid, assessment.assessid);
      const same =
        before.quiztype === after.quiztype &&
        before.bpid === after.bpid &&
        before.tid === after.tid &&
        sameJson(itemShape(itemsBefore), itemShape(itemsAfter));
      if (!same) {
        throw new AppError(
          'CONFLICT',
          'Learners have attempted this assessment: its kind, batch, course and questions can no longer change. Create a new assessment instead.',
          { qitems: 'attempted by learners' },
        );
      }
    }
    await announceContentChanged(tx, oid);
    await recordAudit(tx, {
      oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: body.create ? 'assessment.create' : 'assessment.update',
      subjectKind: 'assessment',
      subjectId: assessment.assessid,
      before: before
        ? {
            title: before.title,
            startdate: iso(before.startdate),
            enddate: iso(before.enddate),
            answerdate: iso(before.answerdate),
            questions: itemsBefore.length,
          }
        : null,
      after: {
        title: after?.title,
        startdate: iso(after?.startdate ?? null),
        enddate: iso(after?.enddate ?? null),
        answerdate: iso(after?.answerdate ?? null),
        questions: assessment.qitems.length,
      },
      ip: change.ip,
      at: change.now,
    });
    return { assessid: assessment.assessid };
  });
}

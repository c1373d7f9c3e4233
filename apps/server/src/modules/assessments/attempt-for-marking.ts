import type { Answer } from '@aula/contract/assessments';
import type { Output } from '@aula/contract/operation';
import type { getAttemptForMarking, MarkedAnswer } from '@aula/contract/staff-marking';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { isAnonymous, learnerOfKey, learnerView, participantsOf } from './anonymous-marking.ts';
import { answerFileAddresses } from './answer-file-address.ts';
import { isRight } from './answer-rules.ts';
import { answersOf } from './attempt-store.ts';
import { isOpenQuestion, markedTotal, markingStatus, outOf } from './marking-rules.ts';
import { markingOf, marksOf, markValues, submittedAttempt, taughtAssessment } from './marking-store.ts';
import { itemsOf } from './policy.ts';
import { type ItemRow, matchColumn } from './question-view.ts';

const fileTypes: Record<string, 'pdf' | 'png' | 'jpeg'> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

/** An objective answer in words: the chosen options, or each option with the match chosen for it. */
function answerInWords(item: ItemRow, answer: Answer): string {
  const content = (index: number) => {
    const option = item.iopts[index];
    return option && 'content' in option && option.content ? option.content : `${index + 1}`;
  };
  if (answer.matched) {
    const column = matchColumn(item);
    return answer.matched
      .map((match, row) => `${content(row)} → ${match === null ? '—' : (column[match] ?? '—')}`)
      .join('; ');
  }
  return (answer.selected ?? []).map(content).join(', ');
}

/**
 * A learner's submitted attempt for a marker who teaches the assessment (the policy has passed; the
 * learner must study its course): each question beside the answer, text as text, a file through an
 * address that opens for this session only, the objective ones as the server scored them, the marks.
 */
export async function attemptForMarking(
  db: Db,
  actor: SessionUser,
  { assessid, eid: learnerKey }: { assessid: string; eid: string },
  now: Date,
): Promise<Output<typeof getAttemptForMarking>> {
  const assessment = await taughtAssessment(db, actor.oid, assessid);
  const eid = await learnerOfKey(db, assessment, learnerKey);
  const attempt = await submittedAttempt(db, assessment, eid);
  const participants = (await isAnonymous(db, assessment)) ? await participantsOf(db, assessment) : null;
  const key = { oid: actor.oid, assessid, eid };
  const [items, answers, marks, marking, [named]] = await Promise.all([
    itemsOf(db, actor.oid, assessid),
    answersOf(db, key),
    marksOf(db, key),
    markingOf(db, key),
    db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.oid, actor.oid), eq(users.eid, eid)))
      .limit(1),
  ]);
  const learner = learnerView(
    { eid, name: named?.name ?? null, released: marking?.releasedAt != null },
    participants,
  );
  const answerOf = (item: ItemRow): MarkedAnswer => {
    const answer = answers.get(item.iid);
    if (!answer) return { kind: 'none' };
    if (answer.fname !== undefined) {
      const extension = answer.fname.split('.').at(-1)?.toLowerCase() ?? '';
      return {
        kind: 'file',
        name: answer.orgname ?? answer.fname,
        type: fileTypes[extension] ?? 'other',
        url: answerFileAddresses.address(actor.sessionId, [assessid, learner.eid, item.iid], now),
      };
    }
    if (answer.text !== undefined) return { kind: 'text', text: answer.text };
    return { kind: 'text', text: answerInWords(item, answer) };
  };
  return {
    assessid,
    title: assessment.title,
    quiztype: assessment.quiztype,
    ...learner,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    status: markingStatus(items, marks, marking),
    total: markedTotal(items, answers, markValues(marks)),
    version: marking?.version ?? 0,
    releasedAt: marking?.releasedAt?.toISOString() ?? null,
    questions: items.map((item) => {
      const open = isOpenQuestion(item);
      const mark = marks.get(item.iid);
      return {
        iid: item.iid,
        atype: item.atype,
        istem: item.istem,
        answer: answerOf(item),
        right: open ? null : isRight(item, answers.get(item.iid)),
        mark: mark?.mark ?? null,
        comment: mark?.comment ?? '',
        reason: mark?.reason ?? null,
        outOf: outOf(item),
      };
    }),
  };
}

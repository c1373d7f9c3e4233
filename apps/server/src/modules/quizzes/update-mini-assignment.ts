import {
  type MiniAnswer,
  miniAssignmentMessages,
  miniAssignmentUpload,
} from '@aula/contract/mini-assignments';
import { and, eq } from 'drizzle-orm';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload, deleteStoredFiles } from '../uploads/index.ts';
import { assertBeforeDeadline } from './deadline.ts';
import { findMiniAssignment } from './mini-assignment-row.ts';
import { assertQuizOfCourse, type QuizRow } from './policy.ts';
import { miniAssignmentFileKey, miniAssignmentUploadScope } from './upload-key.ts';

type Ids = { bcid: string; quizid: string };

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** One answer per question: written text for atype 7, an uploaded file for atype 8. */
function checkAnswers(quiz: QuizRow, response: readonly MiniAnswer[]): MiniAnswer[] {
  if (response.length !== quiz.qitems.length) refuse('response', 'Please answer every question.');
  return quiz.qitems.map((item, index) => {
    const answer = response[index] ?? {};
    const field = `response.${index}`;
    if (item.atype === 8) {
      if (!answer.fname || !answer.orgname) refuse(field, 'Please upload a file.');
      return { fname: answer.fname, orgname: answer.orgname };
    }
    const text = answer.text?.trim();
    if (!text) refuse(field, 'Please answer every question.');
    return { text };
  });
}

/**
 * Accepts every newly named file: copied from its upload where the assignment's files live, checked from
 * its bytes; a refused file is removed and answered in the spec's words.
 */
async function verifyNewFiles(
  services: { db: Db; files: FileStore },
  user: SessionUser,
  ids: Ids,
  answers: readonly MiniAnswer[],
  kept: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  for (const [index, answer] of answers.entries()) {
    if (!answer.fname || kept.has(answer.fname)) continue;
    const field = `response.${index}.fname`;
    try {
      await acceptUpload(
        services,
        { oid: user.oid, eid: user.eid },
        {
          purpose: 'mini-assignment',
          scope: miniAssignmentUploadScope(ids),
          storedName: answer.fname,
          storedKey: miniAssignmentFileKey(user, ids, answer.fname),
          rules: { maxBytes: miniAssignmentUpload.maxBytes, kinds: miniAssignmentUpload.kinds },
          field,
        },
        now,
      );
    } catch (error) {
      if (error instanceof UploadRefusedError && error.problem !== 'missing') {
        refuse(field, miniAssignmentMessages.badFile);
      }
      throw error;
    }
  }
}

/**
 * The spec's UPDATE_MINI_ASSIGNMENT: the first submission sets edited 1, the one edit sets 2, and
 * then the answers are final. Refused after the deadline. Each row change is conditional on the
 * edited value read, so two requests at once cannot both spend the one edit.
 */
export async function updateMiniAssignment(
  db: Db,
  files: FileStore,
  user: SessionUser,
  body: Ids & { response: MiniAnswer[] },
  now: Date,
): Promise<{ edited: 1 | 2; message: typeof miniAssignmentMessages.submitted }> {
  const ids = { bcid: body.bcid, quizid: body.quizid };
  const { quiz } = await assertQuizOfCourse(db, user, ids, 'mini assignment');
  assertBeforeDeadline(quiz.deadline, now);
  const previous = await findMiniAssignment(db, user, ids);
  if (previous?.edited === 2) throw new AppError('CONFLICT', miniAssignmentMessages.noMoreEdits);

  const answers = checkAnswers(quiz, body.response);
  const before = new Set(previous?.response.flatMap((answer) => (answer.fname ? [answer.fname] : [])));
  await verifyNewFiles({ db, files }, user, ids, answers, before, now);

  const edited = previous ? 2 : 1;
  const stored = previous
    ? await db
        .update(miniAssignments)
        .set({ response: answers, edited: 2, submittedAt: now })
        .where(
          and(
            eq(miniAssignments.oid, user.oid),
            eq(miniAssignments.eid, user.eid),
            eq(miniAssignments.bcid, ids.bcid),
            eq(miniAssignments.quizid, ids.quizid),
            eq(miniAssignments.edited, 1),
          ),
        )
        .returning({ edited: miniAssignments.edited })
    : await db
        .insert(miniAssignments)
        .values({ oid: user.oid, eid: user.eid, ...ids, response: answers, edited: 1, submittedAt: now })
        .onConflictDoNothing()
        .returning({ edited: miniAssignments.edited });
  if (stored.length === 0) throw new AppError('CONFLICT', miniAssignmentMessages.noMoreEdits);

  const stillNamed = new Set(answers.flatMap((answer) => (answer.fname ? [answer.fname] : [])));
  await deleteStoredFiles(
    { db, files },
    [...before]
      .filter((fname) => !stillNamed.has(fname))
      .map((fname) => miniAssignmentFileKey(user, ids, fname)),
  );
  return { edited, message: miniAssignmentMessages.submitted };
}

import {
  type getAssignmentData as getOperation,
  miniAssignmentMessages,
} from '@aula/contract/mini-assignments';
import type { Output } from '@aula/contract/operation';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { deadlineOver } from './deadline.ts';
import { findMiniAssignment } from './mini-assignment-row.ts';
import { assertQuizOfCourse } from './policy.ts';
import { miniAssignmentFileKey } from './upload-key.ts';

/**
 * The spec's GET_ASSIGNMENT_DATA: the questions, the deadline (with its message once over), the
 * learner's answers with short-lived addresses of their files, edits used, score and feedback.
 */
export async function getAssignmentData(
  db: Db,
  files: FileStore,
  user: SessionUser,
  ids: { bcid: string; quizid: string },
  now: Date,
): Promise<Output<typeof getOperation>> {
  const { quiz } = await assertQuizOfCourse(db, user, ids, 'mini assignment');
  const row = await findMiniAssignment(db, user, ids);
  const response = row
    ? await Promise.all(
        row.response.map(async (answer) =>
          answer.fname
            ? {
                ...answer,
                fileUrl: await files.presignDownload(miniAssignmentFileKey(user, ids, answer.fname), {
                  expiresIn: 15 * 60,
                }),
              }
            : answer,
        ),
      )
    : null;
  return {
    quizid: quiz.quizid,
    qitems: quiz.qitems.flatMap((item) =>
      item.atype === 7 || item.atype === 8
        ? [{ istem: item.istem, atype: item.atype, qscore: item.qscore }]
        : [],
    ),
    deadLine: quiz.deadline?.toISOString() ?? null,
    edited: row?.edited ?? 0,
    response,
    score: row?.score ?? null,
    feedback: row?.feedback ?? [],
    ...(deadlineOver(quiz.deadline, now) ? { errorMessage: miniAssignmentMessages.deadlineOver } : {}),
  };
}

import type { Discussion, DiscussionUpdate } from '@aula/contract/discussion';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { deleteAnswer, deleteQuestion } from './delete-post.ts';
import { listDiscussion } from './list-discussion.ts';
import { postAnswer } from './post-answer.ts';
import { postQuestion } from './post-question.ts';

/** The spec's update discussion: one change by qtype, then the discussion as it now is. */
export async function updateDiscussion(
  db: Db,
  user: SessionUser,
  update: DiscussionUpdate,
  now: Date,
): Promise<Discussion> {
  const course = await studiedCourseOf(db, user, update.bcid);
  switch (update.qtype) {
    case 0:
      await postQuestion(db, user, course, update, now);
      break;
    case 1:
      await postAnswer(db, user, course, update, now);
      break;
    case 2:
      await deleteQuestion(db, user, course, update.qid);
      break;
    case 3:
      await deleteAnswer(db, user, course, update);
      break;
  }
  return listDiscussion(db, user, course);
}

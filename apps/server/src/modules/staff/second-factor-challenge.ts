import type { SignInResult } from '@aula/contract/auth';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { currentUserInfo, secondFactorEnrolled } from '../auth/index.ts';

/**
 * What a staff session still owes, for a page loaded after the password step (every other operation
 * answers SECOND_FACTOR_REQUIRED until it is given): the enrolment, the code, or nothing.
 */
export async function secondFactorChallenge(db: Db, user: SessionUser): Promise<SignInResult> {
  const info = await currentUserInfo(db, user);
  if (user.secondFactor) return { challengeName: null, user: info };
  const enrolled = await secondFactorEnrolled(db, user.userId);
  return { challengeName: enrolled ? 'SECOND_FACTOR_REQUIRED' : 'SECOND_FACTOR_SETUP_REQUIRED', user: info };
}

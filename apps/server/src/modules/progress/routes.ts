import { getUserTotalProgress as operation } from '@aula/contract/progress';
import type { Api } from '../../platform/api.ts';
import { getUserTotalProgress } from './get-user-total-progress.ts';

/** The learner's progress; the body's eid was checked against the session, which names the learner. */
export function progressRoutes(api: Api): void {
  api.register(operation, ({ db, user }) => getUserTotalProgress(db, user));
}

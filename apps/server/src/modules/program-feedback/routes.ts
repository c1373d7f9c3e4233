import { getfeedback, updatefeedback } from '@aula/contract/program-feedback';
import type { Api } from '../../platform/api.ts';
import { getFeedback } from './get-feedback.ts';
import { updateFeedback } from './update-feedback.ts';

/** The 'Overall Program Feedback' of My Programs. */
export function programFeedbackRoutes(api: Api): void {
  api.register(getfeedback, ({ db, user, body }) => getFeedback(db, user, body));
  api.register(updatefeedback, ({ db, user, body }) => updateFeedback(db, user, body));
}

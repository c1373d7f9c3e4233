import { getfeedback, updatefeedback } from '@aula/contract/program-feedback';
import type { FastifyInstance } from 'fastify';
import { getFeedback } from './get-feedback.ts';
import { updateFeedback } from './update-feedback.ts';

/** The 'Overall Program Feedback' of My Programs. */
export async function programFeedbackRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getfeedback, ({ db, user, body }) => getFeedback(db, user, body));
  app.operation(updatefeedback, ({ db, clock, user, body }) => updateFeedback(db, user, body, clock.now()));
}

import { analyticsWebApp } from '@aula/contract/analytics';
import type { FastifyInstance } from 'fastify';
import { recordWebAppEvent } from './record-web-app-event.ts';

/** Usage events the web app reports; the api layer has already refused an oid that is not the session's. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.operation(analyticsWebApp, ({ db, clock, user, body }) =>
    recordWebAppEvent(db, user, body, clock.now()),
  );
}

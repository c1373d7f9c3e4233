import { analyticsWebApp } from '@aula/contract/analytics';
import type { Api } from '../../platform/api.ts';
import { recordLoginEvent } from './record-login-event.ts';

/** Usage events the web app reports; the api layer has already refused an oid that is not the session's. */
export function analyticsRoutes(api: Api): void {
  api.register(analyticsWebApp, ({ db, user, body }) => recordLoginEvent(db, user, body));
}

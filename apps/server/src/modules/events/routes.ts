import {
  getCalendarFeedUrl,
  getEvents,
  renewCalendarFeedUrl,
  revokeCalendarFeedUrl,
} from '@aula/contract/events';
import type { FastifyInstance } from 'fastify';
import type { Api } from '../../platform/api.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { calendarFeedRoute } from './calendar-feed-route.ts';
import { calendarFeedAddress } from './feed-address.ts';
import { findOrCreateCalendarFeed } from './find-or-create-calendar-feed.ts';
import { getLearnerEvents } from './get-learner-events.ts';
import { portalBaseUrl } from './portal-base-url.ts';
import { renewCalendarFeed } from './renew-calendar-feed.ts';
import { revokeCalendarFeed } from './revoke-calendar-feed.ts';

/** The calendar: getEvents for the Events screen, and the learner's subscribable iCalendar feed. */
export function eventRoutes(api: Api, app: FastifyInstance, db: Db, config: Config): void {
  api.register(getEvents, ({ db, user, body }) => getLearnerEvents(db, user, body.batchjson));
  api.register(getCalendarFeedUrl, async ({ db, user, request }) =>
    calendarFeedAddress(portalBaseUrl(config, request), await findOrCreateCalendarFeed(db, user)),
  );
  api.register(renewCalendarFeedUrl, async ({ db, user, request }) =>
    calendarFeedAddress(portalBaseUrl(config, request), await renewCalendarFeed(db, user)),
  );
  api.register(revokeCalendarFeedUrl, ({ db, user }) => revokeCalendarFeed(db, user));
  calendarFeedRoute(app, db, config);
}

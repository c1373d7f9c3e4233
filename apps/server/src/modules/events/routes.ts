import {
  getCalendarFeedUrl,
  getEvents,
  renewCalendarFeedUrl,
  revokeCalendarFeedUrl,
} from '@aula/contract/events';
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../platform/public-url.ts';
import { calendarFeedRoute } from './calendar-feed-route.ts';
import { calendarFeedAddress } from './feed-address.ts';
import { findOrCreateCalendarFeed } from './find-or-create-calendar-feed.ts';
import { getLearnerEvents } from './get-learner-events.ts';
import { renewCalendarFeed } from './renew-calendar-feed.ts';
import { revokeCalendarFeed } from './revoke-calendar-feed.ts';

/** The calendar: getEvents for the Events screen, and the learner's subscribable iCalendar feed. */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getEvents, ({ db, user, body }) => getLearnerEvents(db, user, body.batchjson));
  app.operation(getCalendarFeedUrl, async ({ db, config, clock, user }) =>
    calendarFeedAddress(publicUrl(config), await findOrCreateCalendarFeed(db, user, clock.now())),
  );
  app.operation(renewCalendarFeedUrl, async ({ db, config, clock, user }) =>
    calendarFeedAddress(publicUrl(config), await renewCalendarFeed(db, user, clock.now())),
  );
  app.operation(revokeCalendarFeedUrl, ({ db, user }) => revokeCalendarFeed(db, user));
  calendarFeedRoute(app);
}

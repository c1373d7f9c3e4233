import {
  getCalendarFeedUrl,
  getEvents,
  renewCalendarFeedUrl,
  revokeCalendarFeedUrl,
} from '@aula/contract/events';
import {
  deleteEvent,
  listStaffEvents as listStaffEventsOperation,
  saveEvent,
} from '@aula/contract/staff-announcements';
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../platform/public-url.ts';
import { calendarFeedRoute } from './calendar-feed-route.ts';
import { calendarFeedAddress } from './feed-address.ts';
import { findOrCreateCalendarFeed } from './find-or-create-calendar-feed.ts';
import { getLearnerEvents } from './get-learner-events.ts';
import { renewCalendarFeed } from './renew-calendar-feed.ts';
import { revokeCalendarFeed } from './revoke-calendar-feed.ts';
import { deleteStaffEvent, listStaffEvents, saveStaffEvent } from './staff-events.ts';

/** The calendar: getEvents for the Events screen, the learner's iCalendar feed, and staff adding events (ADR 0077). */
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
  app.operation(listStaffEventsOperation, ({ db, user, body }) => listStaffEvents(db, user, body));
  app.operation(saveEvent, ({ db, clock, user, body, request }) =>
    saveStaffEvent(db, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.operation(deleteEvent, ({ db, clock, user, body, request }) =>
    deleteStaffEvent(db, user, body, { ip: request.ip, at: clock.now() }),
  );
}

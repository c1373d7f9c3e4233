import {
  getNotifications,
  getUnreadNotificationCount,
  markNotificationsRead,
} from '@aula/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { countUnreadNotifications } from './count-unread-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markNotificationsRead as markRead } from './mark-notifications-read.ts';

/** The learner's notifications; the api layer has already refused an eid that is not the session's. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getNotifications, ({ db, clock, user }) => listNotifications(db, user, clock.now()));
  app.operation(getUnreadNotificationCount, ({ db, clock, user }) =>
    countUnreadNotifications(db, user, clock.now()),
  );
  app.operation(markNotificationsRead, ({ db, clock, user, body }) =>
    markRead(db, user, body.notids, clock.now()),
  );
}

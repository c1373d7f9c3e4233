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
  app.operation(getNotifications, ({ db, user }) => listNotifications(db, user));
  app.operation(getUnreadNotificationCount, ({ db, user }) => countUnreadNotifications(db, user));
  app.operation(markNotificationsRead, ({ db, clock, user, body }) =>
    markRead(db, user, body.notids, clock.now()),
  );
}

import {
  getNotifications,
  getUnreadNotificationCount,
  markNotificationsRead,
} from '@aula/contract/notifications';
import type { Api } from '../../platform/api.ts';
import { countUnreadNotifications } from './count-unread-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markNotificationsRead as markRead } from './mark-notifications-read.ts';

/** The learner's notifications; the api layer has already refused an eid that is not the session's. */
export function notificationRoutes(api: Api): void {
  api.register(getNotifications, ({ db, user }) => listNotifications(db, user));
  api.register(getUnreadNotificationCount, ({ db, user }) => countUnreadNotifications(db, user));
  api.register(markNotificationsRead, ({ db, user, body }) => markRead(db, user, body.notids));
}

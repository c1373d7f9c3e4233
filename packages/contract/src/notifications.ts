import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** A notification for the learner (spec 3 §3: title, msg, optional link). */
export const Notification = z.object({
  notid: Id,
  title: z.string(),
  msg: z.string(),
  /** An address on the web or a path of the portal (`/hallticket`). */
  link: z.string().optional(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof Notification>;

/** The newest notifications a learner is shown; older ones stay stored but are not listed. */
export const notificationListLimit = 200;

const OwnAccount = z.object({ oid: Oid, eid: Eid }).strict();

export const getNotifications = defineOperation({
  name: 'getNotifications',
  access: 'learner',
  summary: "The learner's notifications, newest first (GET_NOTIFICATIONS).",
  body: OwnAccount,
  response: z.object({ notifications: z.array(Notification).max(notificationListLimit) }),
});

export const getUnreadNotificationCount = defineOperation({
  name: 'getUnreadNotificationCount',
  access: 'learner',
  summary: "How many of the learner's notifications are unread (the count on the header's bell).",
  body: OwnAccount,
  response: z.object({ unread: z.number().int().min(0) }),
});

export const markNotificationsRead = defineOperation({
  name: 'markNotificationsRead',
  access: 'learner',
  summary: "Marks the learner's notifications named in notids as read (every notid must be theirs).",
  body: z.object({ oid: Oid, eid: Eid, notids: z.array(Id).min(1).max(limits.listItems) }).strict(),
  response: z.object({ marked: z.number().int().min(0) }),
});

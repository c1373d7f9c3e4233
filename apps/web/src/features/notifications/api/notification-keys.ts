/** Query keys of the learner's notifications: the list, and the unread count on the bell. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (oid: string, eid: string) => [...notificationKeys.all, 'list', oid, eid] as const,
  unread: (oid: string, eid: string) => [...notificationKeys.all, 'unread', oid, eid] as const,
};

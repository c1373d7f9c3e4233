import type { PostTarget } from './post-target.ts';

export const staffAnnouncementKeys = {
  all: ['staff', 'announcements'] as const,
  announcements: (target: PostTarget) => [...staffAnnouncementKeys.all, 'list', target] as const,
  events: (target: PostTarget) => [...staffAnnouncementKeys.all, 'events', target] as const,
};

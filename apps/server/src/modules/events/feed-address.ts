import type { CalendarFeed } from '@aula/contract/events';
import type { CalendarFeedRow } from './find-or-create-calendar-feed.ts';

/** The feed's https address, the same as webcal: (which calendar apps open), and when it was made. */
export function calendarFeedAddress(baseUrl: string, feed: CalendarFeedRow): CalendarFeed {
  const url = `${baseUrl}/calendar/${feed.token}.ics`;
  return {
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
    createdAt: feed.createdAt.toISOString(),
  };
}

import type { CalendarEvent } from '@aula/contract/events';
import type { UniversityTime } from '../../../lib/university-time.ts';

/** Spec 1 §4 and §9: when the learner has more than this many events... */
export const manyEventsThreshold = 5;
/** ...the upcoming list keeps only its last this many. */
export const upcomingWhenMany = 3;

export function byDay(a: CalendarEvent, b: CalendarEvent): number {
  return a.start.localeCompare(b.start) || a.title.localeCompare(b.title);
}

/**
 * The 'Upcoming Events' list: events dated today (at the university) or later in the current year, by day.
 * The spec's test compares month and day separately, which would hide the first days of every later
 * month; its intent, a date from today to the end of the year, is what is kept. When the learner has
 * more than 5 events in all, only the last 3 of the list are shown, as the spec says.
 */
export function upcomingEvents(
  events: readonly CalendarEvent[],
  now: Date,
  zone: UniversityTime,
): CalendarEvent[] {
  const today = zone.day(now);
  const year = today.slice(0, 4);
  const upcoming = events
    .filter((event) => event.start >= today && event.start.slice(0, 4) === year)
    .sort(byDay);
  return events.length > manyEventsThreshold ? upcoming.slice(-upcomingWhenMany) : upcoming;
}

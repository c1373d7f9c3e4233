import { escapeText, foldLine } from './ical-text.ts';

/** An all-day event of the feed. */
export interface FeedEvent {
  /** Unique and stable across refreshes, so calendar apps update an event instead of duplicating it. */
  uid: string;
  /** The day, YYYY-MM-DD. */
  day: string;
  summary: string;
  description?: string;
  /** An absolute http(s) address. */
  url?: string;
}

export interface FeedCalendar {
  name: string;
  /** When the feed was produced (every event's DTSTAMP). */
  stamp: Date;
  events: readonly FeedEvent[];
}

/** YYYYMMDD of a day, and of the day after it (an all-day event's DTEND is exclusive). */
function dateValues(day: string): { start: string; end: string } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const compact = (value: Date) => value.toISOString().slice(0, 10).replaceAll('-', '');
  return { start: compact(new Date(Date.UTC(year, month - 1, date))), end: compact(next) };
}

/** A UTC DATE-TIME: 20261122T032124Z. */
function utcStamp(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: FeedEvent, stamp: string): string[] {
  const { start, end } = dateValues(event.day);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not TEXT: it is not escaped, and new URL() has already percent-encoded it.
    ...(event.url ? [`URL:${event.url}`] : []),
    // Whole-day markers (exam weeks, holidays) should not show the learner as busy all day.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The feed as an RFC 5545 VCALENDAR with one all-day VEVENT per event, CRLF line ends, folded. */
export function renderICalendar(calendar: FeedCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aula//Learner calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

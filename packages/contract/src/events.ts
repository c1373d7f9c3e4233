import { z } from 'zod';
import { Id, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** A calendar event of one of the learner's batches (spec 1 §3: title, optional link, start). */
export const CalendarEvent = z.object({
  evid: Id,
  bpid: Id,
  title: z.string(),
  /** The day of the event, YYYY-MM-DD (whole days: events have no time of day). */
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** An address on the web or a path of the portal (`/hallticket`). */
  link: z.string().optional(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;

/** A learner follows a handful of batches; the cap only keeps one call from naming thousands. */
export const maxBatchesPerCall = 50;

export const getEvents = defineOperation({
  name: 'getEvents',
  access: 'learner',
  summary: "The events of the learner's batches named in batchjson, by day (every bpid must be theirs).",
  body: z
    .object({
      oid: Oid,
      rtype: z.literal('get'),
      /** The bpids of the learner's enrolments, as the total-progress answer lists them. */
      batchjson: z.array(Id).max(maxBatchesPerCall),
    })
    .strict(),
  response: z.object({ result: z.object({ events: z.array(CalendarEvent) }) }),
});

/** The learner's private calendar feed: an iCalendar (RFC 5545) address a calendar app can subscribe to. */
export const CalendarFeed = z.object({
  /** `https://<portal>/calendar/<token>.ics`: whoever holds it can read the learner's events. */
  url: z.string(),
  /** The same address with the `webcal:` scheme, which opens the device's calendar app. */
  webcalUrl: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

const OwnOrganisation = z.object({ oid: Oid }).strict();

export const getCalendarFeedUrl = defineOperation({
  name: 'getCalendarFeedUrl',
  access: 'learner',
  readHasEffects: true,
  summary: "The address of the learner's calendar feed, created on first use.",
  body: OwnOrganisation,
  response: CalendarFeed,
});

export const renewCalendarFeedUrl = defineOperation({
  name: 'renewCalendarFeedUrl',
  access: 'learner',
  summary: "Replaces the learner's calendar feed address; the old one stops working at once.",
  body: OwnOrganisation,
  response: CalendarFeed,
});

export const revokeCalendarFeedUrl = defineOperation({
  name: 'revokeCalendarFeedUrl',
  access: 'learner',
  summary: "Stops the learner's calendar feed; its address answers 404 from then on.",
  body: OwnOrganisation,
  response: z.object({ revoked: z.boolean() }),
});

import { z } from 'zod';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Extra time on a timed assessment (issue 24, ADR 0073): an instructor of the assessment's course (or
 * an admin) grants one learner extra minutes and/or a later window of their own, with a reason. The
 * learner's start, their end, the saves and submission they may make and the closing of their draft
 * all follow it, also when it is granted while their attempt runs. One per learner and assessment,
 * replaced on change; every change is audited.
 */

export const maxExtraMinutes = 600;
export const maxAccommodations = 2000;

const Moment = z.iso.datetime({ offset: true });

/** A timed assessment of a course the actor teaches, as the extra-time screen offers it. */
export const TimedAssessment = z.object({
  assessid: z.string(),
  title: z.string(),
  bpid: z.string(),
  tid: z.string().nullable(),
  startdate: z.string().nullable(),
  enddate: z.string().nullable(),
});
export type TimedAssessment = z.infer<typeof TimedAssessment>;

/** One learner's accommodation as staff see it, with the end it gives them. */
export const AccommodationRow = z.object({
  eid: z.string(),
  name: z.string(),
  extraMinutes: z.number().int(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  /** The learner's end of the assessment: their window's end (or the assessment's) plus the extra minutes. */
  enddate: z.string().nullable(),
  reason: z.string(),
  grantedBy: z.string(),
  grantedAt: z.string(),
});
export type AccommodationRow = z.infer<typeof AccommodationRow>;

export const listTimedAssessments = defineOperation({
  name: 'staff/listTimedAssessments',
  access: 'staff',
  roles: ['instructor', 'admin'],
  summary:
    "The timed assessments of the courses the actor teaches (an admin's: the organisation's), latest start first.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ rows: z.array(TimedAssessment).max(limits.listItems) }),
});

export const listAccommodations = defineOperation({
  name: 'staff/listAccommodations',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary: "A timed assessment's accommodations (extra time, a later window), by learner.",
  body: z.object({ oid: Oid, assessid: Id }).strict(),
  response: z.object({
    assessment: TimedAssessment,
    rows: z.array(AccommodationRow).max(maxAccommodations),
  }),
});

export const setAccommodation = defineOperation({
  name: 'staff/setAccommodation',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "Grants a learner of the assessment's course extra minutes (1 to 600) and/or a later window, with a reason; replaces theirs. Takes effect at once, during a running attempt too.",
  body: z
    .object({
      oid: Oid,
      assessid: Id,
      eid: Eid,
      extraMinutes: z.number().int().min(1).max(maxExtraMinutes).optional(),
      window: z.object({ start: Moment, end: Moment }).strict().optional(),
      reason: Line.trim().min(1).max(limits.shortText),
    })
    .strict(),
  response: AccommodationRow,
});

export const removeAccommodation = defineOperation({
  name: 'staff/removeAccommodation',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary: "Removes a learner's accommodation: the assessment's own times are theirs again.",
  body: z.object({ oid: Oid, assessid: Id, eid: Eid }).strict(),
  response: z.object({ removed: z.boolean() }),
});

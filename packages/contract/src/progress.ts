import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { IsoDate } from './content-bundle.ts';
import { defineOperation } from './operation.ts';

/** A share of a course's or program's learning objects that the learner has completed, 0 to 100. */
export const Percent = z.number().int().min(0).max(100);

/** A media path of the organisation (served at `/media/<oid>/<path>`), or null when there is none. */
const Image = z.string().max(limits.shortText).nullable();

/** One course of a batch as the learner sees it on the dashboard (the spec's tcourses entry). */
export const CourseProgress = z.object({
  tid: Id,
  ttitle: z.string(),
  /** Duration in weeks. */
  tdur: z.number().int().min(0),
  per: Percent,
  /** False for an elective the learner did not choose: the dashboard hides it. */
  selected: z.boolean(),
  telective: z.boolean(),
  pid: Id,
  bpid: Id,
  /** The batch course: the id the course's progress hangs on (the spec's btid, bcourseid). */
  bcid: Id,
  image: Image,
});
export type CourseProgress = z.infer<typeof CourseProgress>;

/** One enrolled program with its batch and its courses (the spec's bpdata entry). */
export const ProgramProgress = z.object({
  bpid: Id,
  pid: Id,
  /** Plain-text title. */
  ptitle: z.string(),
  /** May contain inline HTML (sanitised on the server when stored). */
  pname: z.string(),
  image: Image,
  /** The program's duration as written ("6 months"). */
  pdur: z.string(),
  /** First and last day of the batch. */
  psd: IsoDate,
  ped: IsoDate,
  /** Completed share of the objects of the courses the learner takes (electives only when selected). */
  per: Percent,
  tcourses: z.array(CourseProgress),
});
export type ProgramProgress = z.infer<typeof ProgramProgress>;

/** The learning object the learner opened last, with the titles a "continue" card shows. */
export const LastOpened = z.object({
  pid: Id,
  bpid: Id,
  bcid: Id,
  tid: Id,
  ptitle: z.string(),
  ttitle: z.string(),
  /** The unit and nugget holding the object. */
  unit: z.string(),
  ntitle: z.string(),
  /** The object's id inside the course (the spec calls it oid there). */
  objid: Id,
  otitle: z.string(),
  otype: z.string(),
  openedAt: z.iso.datetime({ offset: true }),
});
export type LastOpened = z.infer<typeof LastOpened>;

export const UserTotalProgress = z.object({
  bpdata: z.array(ProgramProgress),
  /** True once the learner has opened or completed any learning object. */
  progress: z.boolean(),
  lastOpened: LastOpened.nullable(),
});
export type UserTotalProgress = z.infer<typeof UserTotalProgress>;

/**
 * The spec names this answer twice (/getUserTotalProgress after sign-in, GET_USER_PROGRESS on the
 * learner home) with the same body and reading: it is one operation, so one cached answer serves both.
 */
export const getUserTotalProgress = defineOperation({
  name: 'getUserTotalProgress',
  access: 'learner',
  summary:
    "The learner's enrolled programs with their batch courses and progress, and the object they opened last.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: UserTotalProgress,
});

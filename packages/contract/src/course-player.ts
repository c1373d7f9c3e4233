import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { mediaObjectTypes, videoSiteObjectTypes } from './content-bundle-courses.ts';
import { ObjectProgressCode } from './content-bundle-progress.ts';
import { QuizType } from './content-bundle-questions.ts';
import { defineOperation } from './operation.ts';

/** Spec 2 §8: a unit reached before the object before it is complete, without free navigation. */
export const outOfOrderMessage = 'Please Mark Complete previously viewed object.';
/** Spec 2 §8: a unit (nugget) the admin disabled. */
export const unitDisabledMessage = 'This Unit is disabled from Admin';
/**
 * Seconds a claimed time spent may exceed the server's own count from the object's opening: the
 * opening call reaches the server a moment after the player starts counting.
 */
export const timeSpentGraceSeconds = 5;
/** Spec 2 §4: Mark Complete appears 5 seconds after an object opens; the server accepts it no sooner. */
export const markCompleteDelaySeconds = 5;
/** Mark Complete on an object that is no longer the learner's open one (ADR 0063). */
export const closedMessage =
  'This object is no longer the one you have open: open it again to mark it complete (only the object open now counts time).';
/** An object completed sooner than `markCompleteDelaySeconds` after it was opened. */
export const tooSoonMessage = `Mark Complete is accepted ${markCompleteDelaySeconds} seconds after the object was opened: stay on it a little longer.`;

/** The learner's progress in one object (the spec's userOP). */
export const UserOP = z.object({
  op: ObjectProgressCode,
  /** Seconds spent on the object, as recorded by Mark Complete. */
  timespent: z.number().int().min(0),
});
export type UserOP = z.infer<typeof UserOP>;

const playerObjectShape = {
  oid: Id,
  otitle: z.string().max(limits.shortText),
  /** False when the admin disabled the object (or its unit): it cannot be opened. */
  nenabled: z.boolean(),
  userOP: UserOP,
};

/** A learning object as the player shows it: the authored object with the learner's progress in it. */
export const PlayerObject = z.discriminatedUnion('otype', [
  z.object({ ...playerObjectShape, otype: z.enum(mediaObjectTypes), ourl: z.string().max(limits.shortText) }),
  z.object({
    ...playerObjectShape,
    otype: z.enum(videoSiteObjectTypes),
    url: z.string().max(limits.shortText),
  }),
  z.object({ ...playerObjectShape, otype: z.literal('quiz'), qtype: QuizType.optional() }),
]);
export type PlayerObject = z.infer<typeof PlayerObject>;

export const PlayerNugget = z.object({
  nid: Id,
  unit: z.string().max(limits.shortText),
  ntitle: z.string().max(limits.shortText),
  /** Minutes. */
  nduration: z.number().int().min(0),
  nenabled: z.boolean(),
  objects: z.array(PlayerObject),
});
export type PlayerNugget = z.infer<typeof PlayerNugget>;

/** A course of the learner's batch with its units and objects and the learner's progress in them. */
export const UserCourseProgress = z.object({
  bcid: Id,
  bpid: Id,
  pid: Id,
  tid: Id,
  ttitle: z.string().max(limits.shortText),
  /** Without it, each object opens only once the one before it is complete. */
  freenavigation: z.boolean(),
  /** The spec's tp: 2 once the course is complete. */
  tp: ObjectProgressCode,
  /** The object the learner opened last in this course, where the player resumes. */
  lastObjid: Id.nullable(),
  nuggets: z.array(PlayerNugget),
});
export type UserCourseProgress = z.infer<typeof UserCourseProgress>;

const objectBody = { oid: Oid, eid: Eid, bcid: Id, objid: Id };

export const getUserCourseProgress = defineOperation({
  name: 'getUserCourseProgress',
  access: 'learner',
  summary:
    "One course of the learner's batch as the player shows it: units, objects and the learner's progress in each (the spec's userProgressData of a btid).",
  body: z.object({ oid: Oid, eid: Eid, bcid: Id }).strict(),
  response: UserCourseProgress,
});

/** The learner's progress in one object and in its course, after opening or completing it. */
export const ObjectProgressAnswer = z.object({
  objid: Id,
  userOP: UserOP,
  tp: ObjectProgressCode,
});
export type ObjectProgressAnswer = z.infer<typeof ObjectProgressAnswer>;

export const openObject = defineOperation({
  name: 'openObject',
  access: 'learner',
  summary:
    'The learner opens an object: op 0 becomes 1 when the object before it is complete (or the course has free navigation); the player resumes here.',
  body: z.object(objectBody).strict(),
  response: ObjectProgressAnswer,
});

export const getObjectContent = defineOperation({
  name: 'getObjectContent',
  access: 'learner',
  summary:
    "Where the player opens an object's file on the content origin, signed for the learner for a few hours: an html or interactivity page signed for its folder (ADR 0083); a video, audio, podcast or PDF signed for that file alone, and a video's WebVTT captions when it has them (ADR 0095).",
  body: z.object(objectBody).strict(),
  response: z.object({
    url: z.string().max(2_000),
    /** A video's captions, signed for that file; null when it has none (or is not a video). */
    captions: z.string().max(2_000).nullable(),
  }),
});

export const syncUserProgress = defineOperation({
  name: 'syncUserProgress',
  access: 'learner',
  summary:
    "Mark Complete (the spec's SYNC_USER_PROGRESS): op 2 with the time spent (at most the time since the object was opened); the course's tp becomes 2 by the rules of spec 2 §4. A retry changes nothing.",
  body: z
    .object({
      ...objectBody,
      /** Seconds the learner spent on the object since opening it. */
      timespent: z.number().int().min(0).max(10_000_000),
    })
    .strict(),
  response: ObjectProgressAnswer,
});

import { z } from 'zod';
import { Eid, Id, limits } from './common.ts';
import { IsoDateTime, list, refuseDuplicates } from './content-bundle.ts';

/*
 * progress.json: learners' progress in their batch courses, for demonstration bundles (the course
 * player records it otherwise). Per learner: objects opened or completed with the time spent, and the
 * object they opened last.
 */

/** 0 not started, 1 in progress, 2 complete (the spec's op). */
export const ObjectProgressCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const BundleObjectProgress = z
  .object({
    /** The learning object's id inside its course (the spec's object oid). */
    objid: Id,
    op: ObjectProgressCode,
    /** Seconds spent on the object. */
    timespent: z.number().int().min(0).max(10_000_000).default(0),
  })
  .strict();

export const BundleCourseProgress = z
  .object({
    /** The batch course (`bcid` of programs/<pid>.json). */
    bcid: Id,
    /** 2 when the course is complete (the spec's tp); 0 otherwise. */
    tp: z.union([z.literal(0), z.literal(2)]).default(0),
    objects: list(BundleObjectProgress).default([]),
  })
  .strict()
  .superRefine((course, context) => {
    refuseDuplicates(
      context,
      course.objects.map((object) => object.objid),
      (i) => ['objects', i, 'objid'],
      'objid',
    );
  });

export const BundleLearnerProgress = z
  .object({
    eid: Eid,
    courses: list(BundleCourseProgress).default([]),
    /** The object the learner opened last, and when. */
    lastOpened: z.object({ bcid: Id, objid: Id, openedAt: IsoDateTime }).strict().optional(),
  })
  .strict()
  .superRefine((learner, context) => {
    refuseDuplicates(
      context,
      learner.courses.map((course) => course.bcid),
      (i) => ['courses', i, 'bcid'],
      'bcid',
    );
  });
export type BundleLearnerProgress = z.infer<typeof BundleLearnerProgress>;

export const BundleProgress = z.array(BundleLearnerProgress).max(limits.listItems);

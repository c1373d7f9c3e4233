import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import { outOfOrderMessage, unitDisabledMessage } from '@aula/contract/course-player';
import type { ObjectProgressCode } from '../../db/schema/progress.ts';
import { AppError } from '../../platform/app-error.ts';
import { type CourseSwitches, isObjectOn } from '../course/index.ts';
import { countableObjectIds } from './course-objects.ts';

/** What the progress rules read of a batch course: its content, whether navigation is free, its switches. */
export interface CourseRules {
  details: CourseDetails | null;
  freenavigation: boolean;
  switches: CourseSwitches;
}

/**
 * Whether object `objid` may be opened or completed (spec 2 §4), given the learner's op per object:
 * it must exist, neither it nor its unit may be switched off by the admin in the batch, and without free navigation the
 * countable object before it must be complete. Throws the refusal otherwise.
 */
export function assertReachable(
  course: CourseRules,
  objid: string,
  opOf: (objid: string) => ObjectProgressCode,
): void {
  const nugget = course.details?.nuggets.find((each) => each.objects.some((object) => object.oid === objid));
  const object = nugget?.objects.find((each) => each.oid === objid);
  if (!nugget || !object) {
    throw new AppError('NOT_FOUND', 'There is no such object in this course.', { objid: 'no such object' });
  }
  if (!isObjectOn(course.switches, nugget.nid, object.oid)) {
    throw new AppError('FORBIDDEN', unitDisabledMessage, { objid: 'disabled by the admin' });
  }
  if (course.freenavigation) return;
  const order = countableObjectIds(course.details, course.switches);
  const previous = order[order.indexOf(objid) - 1];
  if (previous !== undefined && opOf(previous) !== 2) {
    throw new AppError('CONFLICT', outOfOrderMessage, { objid: 'the object before it is not complete' });
  }
}

/**
 * Whether completing `objid` completes the course (tp 2): once every countable object is complete, with
 * free navigation too (ADR 0063: the spec's "tp 2 at the last object with free navigation" let a learner
 * complete a course by opening its last object).
 */
export function completesCourse(course: CourseRules, objid: string, completed: ReadonlySet<string>): boolean {
  const order = countableObjectIds(course.details, course.switches);
  if (order.length === 0) return false;
  return order.every((each) => each === objid || completed.has(each));
}

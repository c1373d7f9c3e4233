import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import { type CourseSwitches, isObjectOn } from '../course/index.ts';

/**
 * The learning objects that count towards a course's progress in one batch: those of its units, less
 * what the admin switched off there (such a nugget or object cannot be completed). The project phase
 * does not count.
 */
export function countableObjectIds(details: CourseDetails | null, switches: CourseSwitches): string[] {
  if (!details) return [];
  return details.nuggets.flatMap((nugget) =>
    nugget.objects
      .filter((object) => isObjectOn(switches, nugget.nid, object.oid))
      .map((object) => object.oid),
  );
}

export interface LocatedObject {
  unit: string;
  ntitle: string;
  otitle: string;
  otype: string;
}

/** Where object `objid` sits in the course (its unit and nugget), with its title; undefined if absent. */
export function locateObject(details: CourseDetails | null, objid: string): LocatedObject | undefined {
  for (const nugget of details?.nuggets ?? []) {
    const object = nugget.objects.find((each) => each.oid === objid);
    if (object)
      return { unit: nugget.unit, ntitle: nugget.ntitle, otitle: object.otitle, otype: object.otype };
  }
  return undefined;
}

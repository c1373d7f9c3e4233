import type { PlayerNugget, PlayerObject, UserCourseProgress } from './api/get-user-course-progress.ts';

export interface PlacedObject {
  object: PlayerObject;
  nugget: PlayerNugget;
}

/** Every object of the course in order, with its unit. */
export function placedObjects(course: UserCourseProgress): PlacedObject[] {
  return course.nuggets.flatMap((nugget) => nugget.objects.map((object) => ({ object, nugget })));
}

/**
 * Why the learner may not open `object` yet (spec 2 §4), as the server will judge it: the admin
 * disabled it, or without free navigation the countable object before it is not complete. The server
 * decides; this spares a call the learner would see refused.
 */
export function refusalOf(course: UserCourseProgress, object: PlayerObject): 'disabled' | 'blocked' | null {
  if (!object.nenabled) return 'disabled';
  if (course.freenavigation) return null;
  const countable = placedObjects(course)
    .map((placed) => placed.object)
    .filter((each) => each.nenabled);
  const previous = countable[countable.findIndex((each) => each.oid === object.oid) - 1];
  return previous && previous.userOP.op !== 2 ? 'blocked' : null;
}

/**
 * Where the player opens when the address names no object (or one the course lacks): where the
 * learner was last, else the first object they may open.
 */
export function startingObject(course: UserCourseProgress): PlayerObject | undefined {
  const all = placedObjects(course).map((placed) => placed.object);
  return (
    all.find((object) => object.oid === course.lastObjid) ??
    all.find((object) => object.nenabled && object.userOP.op !== 2 && refusalOf(course, object) === null) ??
    all[0]
  );
}

import type { PodcastNugget } from '@aula/contract/course';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { courseSwitches, isNuggetOn, isObjectOn } from './batch-switches.ts';
import { courseDetails } from './course-details.ts';

/**
 * The nuggets of one of the learner's courses that hold podcasts, each with only its podcasts. A
 * nugget (or podcast) the admin switched off in the learner's batch is listed (the learner is told so)
 * without the address of its audio; the others come with it, made by `sign` (ADR 0095).
 */
export async function getPodcasts(
  db: Db,
  user: SessionUser,
  bcid: string,
  sign: (path: string) => string,
): Promise<{ nuggets: PodcastNugget[] }> {
  const course = await studiedCourseOf(db, user, bcid);
  const [details, switches] = await Promise.all([
    courseDetails(db, user.oid, course),
    courseSwitches(db, user.oid, bcid),
  ]);
  const nuggets: PodcastNugget[] = [];
  for (const { nid, unit, ntitle, nduration, objects } of details?.nuggets ?? []) {
    const nenabled = isNuggetOn(switches, nid);
    const podcasts = objects.flatMap((object) =>
      object.otype === 'podcast'
        ? [
            {
              oid: object.oid,
              otitle: object.otitle,
              ourl: isObjectOn(switches, nid, object.oid) ? sign(object.ourl) : null,
            },
          ]
        : [],
    );
    if (podcasts.length > 0) nuggets.push({ nid, unit, ntitle, nduration, nenabled, objects: podcasts });
  }
  return { nuggets };
}

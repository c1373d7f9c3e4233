import type { PodcastNugget } from '@aula/contract/course';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { courseDetails } from './course-details.ts';
import { assertLearnerCourse } from './policy.ts';

/**
 * The nuggets of one of the learner's courses that hold podcasts, each with only its podcasts. A
 * disabled nugget is listed (the learner is told so) without the address of its audio.
 */
export async function getPodcasts(
  db: Db,
  user: SessionUser,
  bcid: string,
): Promise<{ nuggets: PodcastNugget[] }> {
  const course = await assertLearnerCourse(db, user, bcid);
  const details = await courseDetails(db, user.oid, course);
  const nuggets: PodcastNugget[] = [];
  for (const { nid, unit, ntitle, nduration, nenabled, objects } of details?.nuggets ?? []) {
    const podcasts = objects.flatMap((object) =>
      object.otype === 'podcast'
        ? [{ oid: object.oid, otitle: object.otitle, ourl: nenabled ? object.ourl : null }]
        : [],
    );
    if (podcasts.length > 0) nuggets.push({ nid, unit, ntitle, nduration, nenabled, objects: podcasts });
  }
  return { nuggets };
}

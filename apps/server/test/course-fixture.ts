import { rm } from 'node:fs/promises';
import { importContent } from '../src/content-sections.ts';
import { changedBundle, writeBundle } from './bundle-fixture.ts';
import {
  alice,
  bob,
  carol,
  createLearnerHomeApp,
  fixtureOid,
  learnerHomeBundle,
} from './learner-home-fixture.ts';

/*
 * The learner home test bundle grown into course pages, for the tests of the course module. Not used by
 * the product.
 *
 * pd101's description carries a script and an event handler (the import must strip them); it has
 * three references (a pdf, an image, a link), two course videos and two podcast nuggets (the second
 * disabled), and an instructor; pd102 has no podcasts and pd103 no content. Alice chose
 * the elective pd102, Bob did not; Carol has no enrolment. A second organisation, OTHERORG, runs its own
 * batch course `other-pd101`.
 */

export { alice, bob, carol, fixtureOid };

export const hostileDescription =
  '<p>Dosage forms</p><script>alert(1)</script><img src="x.png" alt="" onerror="alert(2)">';

export function courseBundle(): Record<string, unknown> {
  const bundle: Record<string, unknown> = learnerHomeBundle();
  const pd101 = bundle['courses/pd101.json'] as Record<string, unknown>;
  return {
    ...bundle,
    'courses/pd101.json': {
      ...pd101,
      tdescription: hostileDescription,
      references: [
        { title: 'Handbook', otype: 'pdf', ourl: 'pdf/reading.pdf' },
        { title: 'Flow chart', otype: 'image', ourl: 'images/pharmd.svg' },
        { title: 'WHO', link: 'https://www.who.int/' },
      ],
      nuggets: [
        ...(pd101.nuggets as unknown[]),
        {
          nid: 'pd101-n2',
          unit: 'Unit 2',
          ntitle: 'Listening',
          nduration: 15,
          objects: [
            { oid: 'pd101-p1', otype: 'podcast', otitle: 'Episode 1', ourl: 'audio/episode.wav' },
            { oid: 'pd101-o3', otype: 'pdf', otitle: 'Transcript', ourl: 'pdf/reading.pdf' },
          ],
        },
        {
          nid: 'pd101-n3',
          unit: 'Unit 2',
          ntitle: 'Held back',
          nduration: 10,
          nenabled: false,
          objects: [{ oid: 'pd101-p2', otype: 'podcast', otitle: 'Episode 2', ourl: 'audio/episode.wav' }],
        },
      ],
      videos: [
        { title: 'Older talk', otype: 'video', ourl: 'pdf/reading.pdf', date: '2026-07-10' },
        { title: 'Recorded webinar', link: 'https://www.youtube.com/watch?v=x', date: '2026-08-05' },
      ],
    },
    'media/audio/episode.wav': 'RIFF',
    'course-instructors.json': [
      {
        bcid: 'pharmd-2026-pd101',
        name: 'Dr. Ada Lovelace',
        designation: 'Professor',
        org: 'Test University',
        pic: 'images/pharmd.svg',
        emailid: 'ada@example.test',
      },
    ],
  };
}

/** Another organisation with a course of its own, to show that its ids never open a page here. */
function otherOrganisationBundle(): Record<string, unknown> {
  return changedBundle(
    ['organisation.json', ['oid'], 'OTHERORG'],
    ['programs/pharmd.json', ['batches', 0, 'courses'], [{ tid: 'pd101', bcid: 'other-pd101' }]],
  );
}

/** A test app with the course bundle and the other organisation's bundle imported. */
export async function createCourseApp(options: { webFolder?: string } = {}) {
  const t = await createLearnerHomeApp(courseBundle(), options);
  const folder = await writeBundle(otherOrganisationBundle());
  try {
    await importContent(t.database.db, folder, t);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return t;
}

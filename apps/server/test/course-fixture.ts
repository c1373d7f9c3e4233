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
 * pd101's description carries a script and an event handler (the import must strip them). Alice chose
 * the elective pd102, Bob did not; Carol has no enrolment. A second organisation, OTHERORG, runs its own
 * batch course `other-pd101`.
 */

export { alice, bob, carol, fixtureOid };

export const hostileDescription =
  '<p>Dosage forms</p><script>alert(1)</script><img src="x.png" alt="" onerror="alert(2)">';

export function courseBundle(): Record<string, unknown> {
  const bundle: Record<string, unknown> = learnerHomeBundle();
  const pd101 = bundle['courses/pd101.json'] as Record<string, unknown>;
  return { ...bundle, 'courses/pd101.json': { ...pd101, tdescription: hostileDescription } };
}

/** Another organisation with a course of its own, to show that its ids never open a page here. */
function otherOrganisationBundle(): Record<string, unknown> {
  return changedBundle(
    ['organisation.json', ['oid'], 'OTHERORG'],
    ['programs/pharmd.json', ['batches', 0, 'courses'], [{ tid: 'pd101', bcid: 'other-pd101' }]],
  );
}

/** A test app with the course bundle and the other organisation's bundle imported. */
export async function createCourseApp() {
  const t = await createLearnerHomeApp(courseBundle());
  const folder = await writeBundle(otherOrganisationBundle());
  try {
    await importContent(t.database.db, folder, t);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return t;
}

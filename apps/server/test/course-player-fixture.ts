import {
  alice,
  bob,
  carol,
  createLearnerHomeApp,
  fixtureOid,
  learnerHomeBundle,
} from './learner-home-fixture.ts';

/*
 * The learner home test bundle grown into two courses for the player's progress rules. Not used by the
 * product.
 *
 * pd103 (without free navigation): unit 1 holds o1 (pdf) and o2 (video), unit 2 is disabled by the
 * admin (o3), unit 3 holds o4 (html): the countable order is o1, o2, o4. pd104 (free navigation) holds
 * o1, o2, o3. Alice and Bob are enrolled and have touched neither; Carol is not enrolled.
 */

export { alice, bob, carol, fixtureOid };

const pdf = (oid: string) => ({ oid, otype: 'pdf', otitle: `Reading ${oid}`, ourl: 'pdf/reading.pdf' });

export function coursePlayerBundle(): Record<string, unknown> {
  const bundle: Record<string, unknown> = learnerHomeBundle();
  const program = bundle['programs/pharmd.json'] as {
    pcurriculum: unknown[];
    batches: Array<{ courses: unknown[] }>;
  };
  program.pcurriculum.push({
    tid: 'pd104',
    tlabel: 'Year 1',
    tduration: 24,
    ttitle: 'Pharmacology',
    tunits: ['Drugs'],
  });
  program.batches[0]?.courses.push({ tid: 'pd104', bcid: 'pharmd-2026-pd104' });
  const course = (tid: string, freenavigation: boolean, nuggets: unknown[]) => ({
    tid,
    pid: 'pharmd',
    ttitle: `Course ${tid}`,
    tduration: 24,
    tdescription: '<p>Course</p>',
    freenavigation,
    nuggets,
  });
  const nugget = (nid: string, objects: unknown[], nenabled = true) => ({
    nid,
    unit: `Unit ${nid}`,
    ntitle: `Nugget ${nid}`,
    nduration: 10,
    nenabled,
    objects,
  });
  return {
    ...bundle,
    'courses/pd103.json': course('pd103', false, [
      nugget('pd103-n1', [
        pdf('pd103-o1'),
        { oid: 'pd103-o2', otype: 'video', otitle: 'Video', ourl: 'pdf/reading.pdf' },
      ]),
      nugget('pd103-n2', [pdf('pd103-o3')], false),
      nugget('pd103-n3', [{ oid: 'pd103-o4', otype: 'html', otitle: 'Page', ourl: 'pdf/reading.pdf' }]),
    ]),
    'courses/pd104.json': course('pd104', true, [
      nugget('pd104-n1', [pdf('pd104-o1'), pdf('pd104-o2'), pdf('pd104-o3')]),
    ]),
  };
}

/** A test app with the course player bundle imported. */
export function createCoursePlayerApp() {
  return createLearnerHomeApp(coursePlayerBundle());
}

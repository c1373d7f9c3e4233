import { rm } from 'node:fs/promises';
import { importContent } from '../src/content-sections.ts';
import { minimalBundle, writeBundle } from './bundle-fixture.ts';
import { signIn } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/*
 * The minimal test bundle grown into a small learner home, for the tests of progress, program
 * information and program feedback. Not used by the product.
 *
 * Program pharmd, batch pharmd-2026 (1 Aug 2026 to 31 Jul 2032) runs pd101 (2 objects), pd102
 * (elective, 3 objects, one in a disabled nugget) and pd103 (no content yet). Alice chose the elective
 * and has done one object of pd101 and one of pd102; Bob did not choose it and has completed pd101.
 * Carol has no enrolment.
 */

export const fixtureOid = 'TESTORG';
export const alice = { email: 'alice@example.test', password: 'Study#2468' };
export const bob = { email: 'bob@example.test', password: 'Study#2468' };
export const carol = { email: 'carol@example.test', password: 'Study#2468' };

export function learnerHomeBundle() {
  const bundle = minimalBundle();
  const program = bundle['programs/pharmd.json'] as {
    batches: Array<{ courses: unknown[] }>;
  };
  const [batch] = program.batches;
  if (!batch) throw new Error('the minimal bundle has a batch');
  batch.courses = [
    { tid: 'pd101', bcid: 'pharmd-2026-pd101' },
    { tid: 'pd102', bcid: 'pharmd-2026-pd102', telective: true },
    { tid: 'pd103', bcid: 'pharmd-2026-pd103' },
  ];
  return {
    ...bundle,
    'courses/pd102.json': {
      tid: 'pd102',
      pid: 'pharmd',
      ttitle: 'Anatomy',
      tduration: 24,
      tdescription: '<p>Cells</p>',
      nuggets: [
        {
          nid: 'pd102-n1',
          unit: 'Unit 1: Cells',
          ntitle: 'The cell',
          nduration: 20,
          objects: [
            { oid: 'pd102-o1', otype: 'pdf', otitle: 'Cell reading', ourl: 'pdf/reading.pdf' },
            {
              oid: 'pd102-o2',
              otype: 'youtube',
              otitle: 'Cell video',
              url: 'https://www.youtube.com/embed/x',
            },
          ],
        },
        {
          nid: 'pd102-n2',
          unit: 'Unit 2: Tissues',
          ntitle: 'Coming later',
          nduration: 20,
          nenabled: false,
          objects: [{ oid: 'pd102-o3', otype: 'pdf', otitle: 'Tissues', ourl: 'pdf/reading.pdf' }],
        },
      ],
    },
    'accounts.json': {
      accounts: [alice, bob, carol].map(({ email, password }) => ({
        email,
        name: email.split('@')[0] ?? email,
        password,
        confirmed: true,
        role: 'learner',
      })),
    },
    'enrolments.json': [
      { eid: alice.email, bpid: 'pharmd-2026', enrolledOn: '2026-08-01', selectedElectives: ['pd102'] },
      { eid: bob.email, bpid: 'pharmd-2026', enrolledOn: '2026-08-01' },
    ],
    'progress.json': [
      {
        eid: alice.email,
        courses: [
          { bcid: 'pharmd-2026-pd101', objects: [{ objid: 'pd101-o1', op: 2, timespent: 600 }] },
          {
            bcid: 'pharmd-2026-pd102',
            objects: [
              { objid: 'pd102-o1', op: 2, timespent: 300 },
              { objid: 'pd102-o2', op: 1, timespent: 30 },
            ],
          },
        ],
        lastOpened: { bcid: 'pharmd-2026-pd102', objid: 'pd102-o2', openedAt: '2026-11-18T19:30:00+05:30' },
      },
      {
        eid: bob.email,
        courses: [
          {
            bcid: 'pharmd-2026-pd101',
            tp: 2,
            objects: [
              { objid: 'pd101-o1', op: 2, timespent: 100 },
              { objid: 'pd101-quiz', op: 2, timespent: 100 },
            ],
          },
        ],
      },
    ],
    'feedback.json': [
      {
        pid: 'pharmd',
        questions: [
          { qid: 'fb1', question: 'The content met my needs.' },
          { qid: 'fb2', question: 'I would recommend it.' },
        ],
      },
    ],
  };
}

/** A test app with the learner home bundle imported; `cookieOf` signs a fixture learner in. */
export async function createLearnerHomeApp(
  bundle: Record<string, unknown> = learnerHomeBundle(),
  options: { webFolder?: string } = {},
) {
  const t: TestApp = await createTestApp({}, options);
  const folder = await writeBundle(bundle);
  try {
    await importContent(t.database.db, folder, t);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return {
    ...t,
    cookieOf: (learner: { email: string; password: string }) =>
      signIn(t.app, learner.email, learner.password, fixtureOid),
    call: (name: string, body: Record<string, unknown>, cookie: string) =>
      call(t.app, name, { oid: fixtureOid, ...body }, cookie),
  };
}

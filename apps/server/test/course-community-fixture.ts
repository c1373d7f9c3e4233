import { rm } from 'node:fs/promises';
import { importContent } from '../src/content-sections.ts';
import { signIn } from './factories.ts';
import { alice, bob, carol, fixtureOid, learnerHomeBundle } from './learner-home-fixture.ts';
import { writeRecordsBundle } from './learner-records-fixture.ts';
import { samplePdf } from './sample-files.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/*
 * The learner home bundle with a discussion and a project in pd101, for the tests of the discussion and
 * the project phase. Not used by the product.
 *
 * pd101 (bcid pharmd-2026-pd101) has a project: nugget pd101-p1 with objectives pd101-po1 (files
 * allowed) and pd101-po2 (text only) and a pdf resource; nugget pd101-p2 is disabled (objective
 * pd101-po3). Alice's thread of pd101-po1 holds one message with a PDF and a staff reply; nothing is
 * approved yet. The discussion of pd101 has one question by Bob, answered by Alice.
 */

export { alice, bob, carol, fixtureOid };
export const bcid = 'pharmd-2026-pd101';

export function courseCommunityBundle(): Record<string, unknown> {
  const bundle = learnerHomeBundle();
  const pd101 = (bundle as Record<string, unknown>)['courses/pd101.json'] as Record<string, unknown>;
  pd101.project = [
    {
      nid: 'pd101-p1',
      unit: 'Project',
      ntitle: 'A dispensing audit',
      nduration: 300,
      objects: [
        { oid: 'pd101-po1', otype: 'objective', otitle: 'Plan the audit', fileEnable: true },
        { oid: 'pd101-pr1', otype: 'pdf', otitle: 'Audit guide', ourl: 'pdf/reading.pdf' },
        { oid: 'pd101-po2', otype: 'objective', otitle: 'Report the findings' },
      ],
    },
    {
      nid: 'pd101-p2',
      unit: 'Project',
      ntitle: 'Later',
      nduration: 60,
      nenabled: false,
      objects: [{ oid: 'pd101-po3', otype: 'objective', otitle: 'Present', fileEnable: true }],
    },
  ];
  return {
    ...bundle,
    'discussion.json': [
      {
        qid: 'q-bob',
        bcid,
        eid: bob.email,
        username: 'bob',
        question: 'Which dosage forms are on the exam?',
        postedAt: '2026-11-10T10:00:00+05:30',
        answers: [
          {
            aid: 'a-alice',
            eid: alice.email,
            username: 'alice',
            answer: 'Tablets and capsules.',
            postedAt: '2026-11-10T11:00:00+05:30',
          },
        ],
      },
    ],
    'project-threads.json': [
      {
        eid: alice.email,
        bcid,
        objid: 'pd101-po1',
        objStatus: 1,
        messages: [
          {
            key: 'm1',
            from: 'learner',
            message: 'My plan is attached.',
            postedAt: '2026-11-11T09:00:00+05:30',
            file: { name: 'plan.pdf', path: 'project/plan.pdf' },
          },
          {
            key: 'm2',
            from: 'staff',
            uname: 'Dr. Rao',
            message: 'Add the period you will review.',
            postedAt: '2026-11-11T15:00:00+05:30',
            replyTo: 'm1',
          },
        ],
      },
    ],
  };
}

/** A test app with the bundle imported; `cookieOf` signs a fixture learner in, `call` adds the oid. */
export async function createCourseCommunityApp() {
  const t: TestApp = await createTestApp();
  const folder = await writeRecordsBundle(courseCommunityBundle(), { 'private/project/plan.pdf': samplePdf });
  try {
    await importContent(t.database.db, folder, t);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return {
    ...t,
    cookieOf: (learner: { email: string; password: string }) =>
      signIn(t.app, learner.email, learner.password, fixtureOid),
    call: (name: string, body: Record<string, unknown>, cookie?: string) =>
      call(t.app, name, { oid: fixtureOid, ...body }, cookie),
  };
}

import { rm } from 'node:fs/promises';
import { importContent } from '../src/content-sections.ts';
import { writeBundle } from './bundle-fixture.ts';
import { courseBundle } from './course-fixture.ts';
import { signIn } from './factories.ts';
import { alice, bob, carol, fixtureOid } from './learner-home-fixture.ts';
import { call, createTestApp } from './test-app.ts';

/*
 * The course bundle run by two batches, for the tests of the admin's switches (ADR 0070). Not used by
 * the product.
 *
 * pd101 runs in batch pharmd-2026 (bcid pharmd-2026-pd101: Alice and Bob) and in batch pharmd-2027
 * (pharmd-2027-pd101: Carol). Its nuggets: pd101-n1 (pd101-o1, pd101-quiz), pd101-n2 (podcast pd101-p1,
 * pd101-o3) and pd101-n3 (podcast pd101-p2), which the bundle switches off; its project nugget pd101-j1
 * holds objective pd101-jo1. The course's feedback form (cr) is on, its instructor's (ir) off; the
 * program's feedback is on.
 */

export { alice, bob, carol, fixtureOid };
export const bcid2026 = 'pharmd-2026-pd101';
export const bcid2027 = 'pharmd-2027-pd101';

export function switchesBundle(): Record<string, unknown> {
  const bundle = structuredClone(courseBundle());
  const program = bundle['programs/pharmd.json'] as { batches: unknown[] };
  program.batches.push({
    bpid: 'pharmd-2027',
    title: '2027',
    psd: '2027-08-01',
    ped: '2033-07-31',
    courses: [{ tid: 'pd101', bcid: bcid2027 }],
  });
  const pd101 = bundle['courses/pd101.json'] as Record<string, unknown>;
  pd101.project = [
    {
      nid: 'pd101-j1',
      unit: 'Project',
      ntitle: 'A dispensing audit',
      nduration: 300,
      objects: [{ oid: 'pd101-jo1', otype: 'objective', otitle: 'Plan the audit' }],
    },
  ];
  return {
    ...bundle,
    'enrolments.json': [
      ...(bundle['enrolments.json'] as unknown[]),
      { eid: carol.email, bpid: 'pharmd-2027', enrolledOn: '2027-08-01' },
    ],
    'course-feedback.json': [
      { tid: 'pd101', crir: 'cr', questions: [{ qid: 'cr1', question: 'The course met my needs.' }] },
      {
        tid: 'pd101',
        crir: 'ir',
        enabled: false,
        questions: [{ qid: 'ir1', question: 'The instructor explained clearly.' }],
      },
    ],
  };
}

/** A test app serving TESTORG with `bundle` imported; `importAgain` imports a bundle again. */
export async function createSwitchesApp(bundle = switchesBundle()) {
  const t = await createTestApp({ AULA_OID: fixtureOid });
  const importAgain = async (files: Record<string, unknown>) => {
    const folder = await writeBundle(files);
    try {
      await importContent(t.database.db, folder, t);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
  await importAgain(bundle);
  return {
    ...t,
    importAgain,
    cookieOf: (learner: { email: string; password: string }) =>
      signIn(t.app, learner.email, learner.password, fixtureOid),
    call: (name: string, body: Record<string, unknown>, cookie?: string) =>
      call(t.app, name, { oid: fixtureOid, ...body }, cookie),
  };
}

import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { importContent } from '../src/content-sections.ts';
import { writeBundle } from './bundle-fixture.ts';
import { signIn } from './factories.ts';
import { alice, bob, carol, fixtureOid, learnerHomeBundle } from './learner-home-fixture.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/*
 * The learner home test bundle with learners' records, for the tests of certificates, hall tickets and
 * IA marks. Not used by the product.
 *
 * Alice and Bob study in pharmd-2026 (pd101, the elective pd102 that only Alice chose, pd103); Carol has
 * no enrolment. Both have a hall ticket of the same name with different bytes, and Alice a picture one.
 * IA marks of semester 1: pd101 "IA 1" visible 10 hours before the import (window open), pd101 "IA 2"
 * 72 hours before (closed), pd103 "IA 1" only from 2030; semester 2 has pd103 "IA 3".
 */

export { alice, bob, carol, fixtureOid };

export const pdfBytes = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`, 'latin1');
export const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Files of the bundle's private/ folder, written as bytes. */
export function privateFiles(): Record<string, Uint8Array> {
  return {
    'private/hall-tickets/alice.pdf': pdfBytes('alice'),
    'private/hall-tickets/alice.png': pngBytes,
    'private/hall-tickets/bob.pdf': pdfBytes('bob'),
  };
}

const mark = (eid: string, marks: number) => ({ eid, marks });

export function learnerRecordsBundle(): Record<string, unknown> {
  return {
    ...learnerHomeBundle(),
    'halltickets.json': [
      {
        eid: alice.email,
        bpid: 'pharmd-2026',
        hallticketName: 'sem-1/hall-ticket.pdf',
        file: 'hall-tickets/alice.pdf',
      },
      {
        eid: alice.email,
        bpid: 'pharmd-2026',
        hallticketName: 'sem-1/photo-ticket.png',
        file: 'hall-tickets/alice.png',
      },
      {
        eid: bob.email,
        bpid: 'pharmd-2026',
        hallticketName: 'sem-1/hall-ticket.pdf',
        file: 'hall-tickets/bob.pdf',
      },
    ],
    'ia-marks.json': [
      {
        iaid: 'pd101-ia1',
        bpid: 'pharmd-2026',
        tid: 'pd101',
        semester: 1,
        name: 'IA 1',
        maxMarks: 25,
        visibleHoursAgo: 10,
        marks: [mark(alice.email, 21), mark(bob.email, 12)],
      },
      {
        iaid: 'pd101-ia2',
        bpid: 'pharmd-2026',
        tid: 'pd101',
        semester: 1,
        name: 'IA 2',
        maxMarks: 25,
        visibleHoursAgo: 72,
        marks: [mark(alice.email, 18.5)],
      },
      {
        iaid: 'pd103-ia1',
        bpid: 'pharmd-2026',
        tid: 'pd103',
        semester: 1,
        name: 'IA 1',
        maxMarks: 50,
        visibleAt: '2030-01-01T10:00:00+05:30',
        marks: [mark(alice.email, 40)],
      },
      {
        iaid: 'pd103-ia3',
        bpid: 'pharmd-2026',
        tid: 'pd103',
        semester: 2,
        name: 'IA 3',
        maxMarks: 50,
        visibleHoursAgo: 1,
        marks: [mark(alice.email, 44)],
      },
    ],
  };
}

/** Writes a bundle with binary files beside its JSON; answers its folder (remove it after use). */
export async function writeRecordsBundle(
  bundle: Record<string, unknown> = learnerRecordsBundle(),
  files: Record<string, Uint8Array> = privateFiles(),
): Promise<string> {
  const folder = await writeBundle(bundle);
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), bytes);
  }
  return folder;
}

/** A test app with the records bundle (or `bundle`) imported; `cookieOf` signs a fixture learner in. */
export async function createLearnerRecordsApp(bundle: Record<string, unknown> = learnerRecordsBundle()) {
  const t: TestApp = await createTestApp();
  const folder = await writeRecordsBundle(bundle);
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

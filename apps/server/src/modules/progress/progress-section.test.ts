import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle } from '../../../test/bundle-fixture.ts';
import { alice, bob, carol, fixtureOid, learnerHomeBundle } from '../../../test/learner-home-fixture.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { courseProgress, objectProgress } from '../../db/schema/progress.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { BundleError } from '../content/index.ts';

let database: Database;
let files: FileStore;
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const filesFolder = await writeBundle({});
  folders.push(filesFolder);
  files = createLocalFileStore(filesFolder);
});
afterAll(async () => {
  await database.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function importFiles(bundle: Record<string, unknown>) {
  const folder = await writeBundle(bundle);
  folders.push(folder);
  return importContent(database.db, folder, { files, clock: systemClock });
}

/** The bundle with `progress.json` replaced by one learner's entry. */
function withProgress(entry: Record<string, unknown>) {
  return { ...learnerHomeBundle(), 'progress.json': [entry] };
}

async function failure(bundle: Record<string, unknown>): Promise<string> {
  const error = await importFiles(bundle).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  return (error as BundleError).message;
}

describe('progress.json', () => {
  it('loads progress per object and course, and loading it again changes nothing', async () => {
    const summary = await importFiles(learnerHomeBundle());
    expect(summary).toMatchObject({ progress: 2, feedback: 1 });
    const dump = async () => ({
      objects: await database.db
        .select()
        .from(objectProgress)
        .orderBy(objectProgress.eid, objectProgress.objid),
      courses: await database.db
        .select()
        .from(courseProgress)
        .orderBy(courseProgress.eid, courseProgress.bcid),
    });
    const first = await dump();
    expect(first.objects).toHaveLength(5);
    expect(
      first.courses.find((row) => row.eid === alice.email && row.bcid === 'pharmd-2026-pd102'),
    ).toMatchObject({ tp: 0, lastObjid: 'pd102-o2', lastOpenedAt: new Date('2026-11-18T14:00:00Z') });
    await importFiles(learnerHomeBundle());
    expect(await dump()).toEqual(first);
  });

  it('keeps the time spent given for an object', async () => {
    const [row] = await database.db
      .select({ timespent: objectProgress.timespent, op: objectProgress.op })
      .from(objectProgress)
      .where(
        and(
          eq(objectProgress.oid, fixtureOid),
          eq(objectProgress.eid, alice.email),
          eq(objectProgress.objid, 'pd101-o1'),
        ),
      );
    expect(row).toEqual({ timespent: 600, op: 2 });
  });

  it('refuses progress of a learner in a batch they are not enrolled in', async () => {
    const message = await failure(
      withProgress({ eid: carol.email, courses: [{ bcid: 'pharmd-2026-pd101', objects: [] }] }),
    );
    expect(message).toBe(
      'progress.json: 0.courses.0.bcid: carol@example.test is not enrolled in batch pharmd-2026 (see enrolments.json)',
    );
  });

  it('refuses objects that are not in the course, and unknown batch courses', async () => {
    const wrongObject = await failure(
      withProgress({
        eid: bob.email,
        courses: [{ bcid: 'pharmd-2026-pd101', objects: [{ objid: 'pd102-o1', op: 2 }] }],
      }),
    );
    expect(wrongObject).toBe(
      'progress.json: 0.courses.0.objects.0.objid: pd102-o1 is not a learning object of this course',
    );
    const wrongLast = await failure(
      withProgress({
        eid: bob.email,
        lastOpened: { bcid: 'nope', objid: 'pd101-o1', openedAt: '2026-11-18T10:00:00+05:30' },
      }),
    );
    expect(wrongLast).toMatch(/^progress\.json: 0\.lastOpened\.bcid: unknown batch course nope/);
  });

  it('refuses an op outside 0 to 2', async () => {
    const message = await failure(
      withProgress({
        eid: bob.email,
        courses: [{ bcid: 'pharmd-2026-pd101', objects: [{ objid: 'pd101-o1', op: 3 }] }],
      }),
    );
    expect(message).toMatch(/^progress\.json: 0\.courses\.0\.objects\.0\.op: /);
  });
});

describe('feedback.json', () => {
  it('refuses a form of an unknown program and questions with the same qid', async () => {
    const unknown = await failure({
      ...learnerHomeBundle(),
      'feedback.json': [{ pid: 'nope', questions: [{ qid: 'q1', question: 'Fine?' }] }],
    });
    expect(unknown).toBe('feedback.json: 0.pid: unknown program nope (no programs/*.json has this pid)');
    const twice = await failure({
      ...learnerHomeBundle(),
      'feedback.json': [
        {
          pid: 'pharmd',
          questions: [
            { qid: 'q1', question: 'Fine?' },
            { qid: 'q1', question: 'Again?' },
          ],
        },
      ],
    });
    expect(twice).toBe('feedback.json: 0.questions.1.qid: duplicate qid q1');
  });
});

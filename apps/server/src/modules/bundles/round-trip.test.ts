import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { importContent } from '../../content-sections.ts';
import * as schema from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { demoContentFolder } from '../../platform/paths.ts';
import { catalogueTables, exportBundle, folderWriter } from './index.ts';

/**
 * The catalogue: what a bundle export carries (ADR 0084, 0098). Every table of the schema is named either
 * there or in `learnersAndPortal`, so a new table fails this test until someone decides which it is.
 */
const catalogue = catalogueTables.map((table) => getTableConfig(table).name);

/** Learners' and staff members' records, and the portal's own bookkeeping: never exported. */
const learnersAndPortal = [
  // accounts, sign-in and the portal's machinery
  'users',
  'sessions',
  'email_verifications',
  'password_reset_codes',
  'rate_limits',
  'staff_grants',
  'staff_totp',
  'staff_recovery_codes',
  'audit_events',
  'outbox',
  'upload_grants',
  'stored_files',
  'calendar_feeds',
  'analytics_events',
  'visitor_queries',
  // staff's unpublished edits (ADR 0089): a bundle carries what learners get, the published course
  'course_drafts',
  // the exam providers' settings: their secrets never leave the portal (ADR 0093)
  'organisation_providers',
  // the organisation's uploaded course files, listed for staff with who uploaded them (ADR 0090): a
  // bundle carries the files themselves, with all the media (ADR 0098)
  'course_files',
  // learners' records
  'profiles',
  'profile_files',
  'name_change_requests',
  'partner_registrations',
  'applications',
  'application_sections',
  'application_decisions',
  'enrolments',
  'notifications',
  'object_progress',
  'course_progress',
  'open_objects',
  'scorm_attempts',
  'scorm_sessions',
  'quiz_attempts',
  'mini_assignments',
  'assessment_attempts',
  'assessment_answers',
  'assessment_accommodations',
  'assessment_markings',
  'assessment_marks',
  'anonymous_markings',
  'marking_participants',
  'assigned_tests',
  'test_results',
  'certificates',
  'hall_tickets',
  'ia_assessments',
  'ia_marks',
  'complaints',
  'discussion_questions',
  'discussion_answers',
  'discussion_reviews',
  'project_threads',
  'project_messages',
  'program_feedback_responses',
  'course_feedback_responses',
];

/** Columns that say when a row was made in this database, not what the catalogue holds. */
const notCompared: Record<string, readonly string[]> = { organisations: ['createdAt'] };

const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);

interface Side {
  database: Database;
  files: FileStore;
  folder: string;
}

const oid = 'AULADEMO';
const importedAt = new Date();
const sides: Side[] = [];

async function side(): Promise<Side> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-bundle-files-'));
  const created = { database: await createTestDatabase(), files: createLocalFileStore(folder), folder };
  sides.push(created);
  return created;
}

async function load({ database, files }: Side, bundle: string): Promise<void> {
  const clock = createTestClock();
  clock.set(importedAt);
  await importContent(database.db, bundle, { files, clock });
}

async function exportTo({ database, files }: Side, pid?: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-bundle-'));
  await exportBundle(database.db, files, oid, folderWriter(folder), { pid });
  return folder;
}

/** Every row of a table with every column of the schema (but `notCompared`), in a stable order. */
async function rowsOf({ database }: Side, name: string): Promise<string[]> {
  const table = tables.get(name);
  if (!table) throw new Error(`no table ${name}`);
  const { columns } = getTableConfig(table);
  const rows = (await database.db.select().from(table)) as Record<string, unknown>[];
  return rows
    .map((row) => {
      const values = Object.entries(row);
      expect(values).toHaveLength(columns.length);
      return JSON.stringify(values.filter(([key]) => !notCompared[name]?.includes(key)));
    })
    .sort();
}

/** The SHA-256 of every file of the organisation's media in the store, by key. */
async function mediaHashes({ files }: Side): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const key of await files.list(`orgs/${oid}/media/`)) {
    const stored = await files.get(key);
    if (!stored) throw new Error(`${key} vanished`);
    const hash = createHash('sha256');
    for await (const chunk of stored.body) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

/** A small PNG and JPEG, as an admin's template pictures would be. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

/**
 * What staff author in the browser and the demo bundle lacks (ADR 0098): a proctored test assigned to
 * a batch, the certificate template with its pictures, and a question bank, as a bundle of their own.
 */
async function staffAuthored(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-bundle-staff-'));
  scratch.push(folder);
  const write = async (path: string, content: string | Buffer) => {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  };
  // organisation.json as the demo has it, with the pictures it names.
  for (const path of ['organisation.json', 'media/logo.svg', 'media/partner-logo.svg']) {
    await write(path, await readFile(join(demoContentFolder, path)));
  }
  await write(
    'batch-tests.json',
    JSON.stringify([
      {
        test_id: 'bt-round-trip',
        bpid: 'cert-pv-2026',
        test_name: 'Proctored final of the certificate',
        start_time: '2027-01-10T09:00:00+05:30',
        end_time: '2027-01-10T12:00:00+05:30',
        testStatus: 'Active',
        testTotalTime: 90,
      },
    ]),
  );
  await write(
    'certificate-template.json',
    JSON.stringify({
      signatoryName: 'Dr. Efua Mensah',
      signatoryTitle: 'Registrar',
      logo: 'certificate-template/logo.png',
      signature: 'certificate-template/signature.jpg',
    }),
  );
  await write('certificate-template/logo.png', png);
  await write('certificate-template/signature.jpg', jpeg);
  const question = (istem: string) => ({
    istem,
    atype: 1,
    iopts: [
      { content: 'yes', correct: true },
      { content: 'no', correct: false },
    ],
  });
  await write(
    'question-banks/bank-pharmacology.json',
    JSON.stringify({
      bankid: 'bank-pharmacology',
      name: 'Pharmacology basics',
      createdAt: '2026-11-01T10:00:00.000Z',
      questions: [
        { qid: 'q-signal', question: question('<p>Is a signal a hypothesis?</p>') },
        { qid: 'q-causal', question: question('<p>Does one report prove cause?</p>') },
      ],
    }),
  );
  return folder;
}

let demo: Side;
let copy: Side;
let bundle: string;
const scratch: string[] = [];

beforeAll(async () => {
  demo = await side();
  await load(demo, demoContentFolder);
  await load(demo, await staffAuthored());
  bundle = await exportTo(demo);
  copy = await side();
  await load(copy, bundle);
}, 120_000);

afterAll(async () => {
  for (const { database, folder } of sides) {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
  await rm(bundle, { recursive: true, force: true });
  for (const folder of scratch) await rm(folder, { recursive: true, force: true });
});

describe('exporting the demo organisation and importing the export', () => {
  it('names every table of the schema as catalogue or as learners’ and portal records, once', () => {
    expect([...catalogue, ...learnersAndPortal].sort()).toEqual([...tables.keys()].sort());
  });

  it('gives identical catalogue tables, row for row and column for column', async () => {
    for (const name of catalogue) {
      const original = await rowsOf(demo, name);
      expect(original.length, `${name} has rows in the demo`).toBeGreaterThan(0);
      expect(await rowsOf(copy, name), name).toEqual(original);
    }
  });

  it('carries what staff author in the browser: batch tests, the certificate template, question banks', async () => {
    expect(await readFile(join(bundle, 'certificate-template/logo.png'))).toEqual(png);
    expect(await readFile(join(bundle, 'certificate-template/signature.jpg'))).toEqual(jpeg);
    const [test] = JSON.parse(await readFile(join(bundle, 'batch-tests.json'), 'utf8')) as {
      test_id: string;
    }[];
    expect(test?.test_id).toBe('bt-round-trip');
    expect(await readdir(join(bundle, 'question-banks'))).toEqual(['bank-pharmacology.json']);
    // Never an exam provider's settings: their secrets stay in the portal.
    const everything = await readdir(bundle, { recursive: true });
    expect(everything.filter((path) => /provider|secret/i.test(path))).toEqual([]);
  });

  it('gives identical media, byte for byte (SCORM packages unpacked again from their zips)', async () => {
    const original = await mediaHashes(demo);
    expect(Object.keys(original).length).toBeGreaterThan(50);
    expect(await mediaHashes(copy)).toEqual(original);
  });

  it('writes no learner’s record: only the catalogue’s files', async () => {
    expect((await readdir(bundle)).sort()).toEqual([
      'announcements.json',
      'assessments',
      'batch-tests.json',
      'certificate-template',
      'certificate-template.json',
      'course-feedback.json',
      'course-instructors.json',
      'courses',
      'events.json',
      'feedback.json',
      'media',
      'organisation.json',
      'programs',
      'question-banks',
      'quizzes',
    ]);
    const everything = await readdir(bundle, { recursive: true });
    expect(everything.filter((path) => path.startsWith('private'))).toEqual([]);
  });

  it('exports one programme with only its courses, quizzes and batches, and it imports', async () => {
    const folder = await exportTo(demo, 'cert-pv');
    try {
      expect(await readdir(join(folder, 'programs'))).toEqual(['cert-pv.json']);
      const courses = await readdir(join(folder, 'courses'));
      expect(courses.length).toBeGreaterThan(0);
      expect(courses.every((file) => file.startsWith('pv'))).toBe(true);
      expect((await readdir(join(folder, 'quizzes'))).every((file) => file.startsWith('pv'))).toBe(true);
      const single = await side();
      await load(single, folder);
      const programRows = await rowsOf(single, 'programs');
      expect(programRows).toHaveLength(1);
      expect((await rowsOf(demo, 'programs')).filter((row) => row.includes('["pid","cert-pv"]'))).toEqual(
        programRows,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

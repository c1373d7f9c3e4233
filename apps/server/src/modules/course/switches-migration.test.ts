import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/paths.ts';

let client: PGlite;
let before: string;

/** The migrations before the one that creates batch_switches (a copy of the folder without the later ones). */
async function migrationsBeforeSwitches(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const switches = journal.entries.find((entry) => entry.tag.endsWith('batch_switches'));
  if (!switches) throw new Error('no migration creates batch_switches');
  journal.entries = journal.entries.filter((entry) => entry.idx < switches.idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create();
  before = await migrationsBeforeSwitches();
  await migrate(drizzle({ client }), { migrationsFolder: before });
  // Content as imported before the switches were rows (the new table's keys hold, as on a real database).
  await client.exec(`
    SET session_replication_role = replica;
    INSERT INTO organisations (oid, profile) VALUES ('O', '{}');
    INSERT INTO batches (oid, bpid, pid, title, starts_at, ends_at) VALUES
      ('O', 'b1', 'p', 'One', now(), now()), ('O', 'b2', 'p', 'Two', now(), now());
    INSERT INTO courses (oid, tid, pid, ttitle, tduration, details) VALUES ('O', 'c1', 'p', 'Course', 1,
      '{"nuggets":[{"nid":"n1","nenabled":true,"objects":[{"oid":"o1","nenabled":false},{"oid":"o2"}]},
                   {"nid":"n2","nenabled":false,"objects":[{"oid":"o3"}]}],
        "project":[{"nid":"j1","nenabled":false,"objects":[{"oid":"jo1","nenabled":true}]}]}');
    INSERT INTO batch_courses (oid, bcid, bpid, tid) VALUES ('O', 'b1-c1', 'b1', 'c1'), ('O', 'b2-c1', 'b2', 'c1');
    INSERT INTO course_feedback_forms (oid, tid, crir, enabled, comment, questions) VALUES
      ('O', 'c1', 'cr', true, false, '[]'), ('O', 'c1', 'ir', false, false, '[]');
    INSERT INTO program_feedback_forms (oid, pid, enabled, questions) VALUES ('O', 'p', false, '[]');
    SET session_replication_role = DEFAULT;
  `);
  await migrate(drizzle({ client }), { migrationsFolder });
});
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('the migration to batch_switches', () => {
  it("writes every batch's switches from the content and the forms, as defaults", async () => {
    const { rows } = await client.query<{ row: string }>(
      `SELECT concat_ws(' ', bpid, coalesce(bcid, '-'), kind, target, enabled::text, (changed_by is null)::text) AS row
       FROM batch_switches WHERE bpid = 'b1' ORDER BY kind, target`,
    );
    expect(rows.map(({ row }) => row)).toEqual([
      'b1 b1-c1 courseFeedback  true true',
      'b1 b1-c1 instructorFeedback  false true',
      'b1 b1-c1 nugget j1 false true',
      'b1 b1-c1 nugget n1 true true',
      'b1 b1-c1 nugget n2 false true',
      'b1 b1-c1 object jo1 true true',
      'b1 b1-c1 object o1 false true',
      'b1 b1-c1 object o2 true true',
      'b1 b1-c1 object o3 true true',
      'b1 - programFeedback  false true',
    ]);
    const { rows: counts } = await client.query<{ bpid: string; count: number }>(
      'SELECT bpid, count(*)::int AS count FROM batch_switches GROUP BY bpid ORDER BY bpid',
    );
    expect(counts).toEqual([
      { bpid: 'b1', count: 10 },
      { bpid: 'b2', count: 10 },
    ]);
  });

  it("keeps each course feedback form's default on the form again, from its batches' rows (0026)", async () => {
    const { rows } = await client.query<{ crir: string; default_enabled: boolean }>(
      'SELECT crir, default_enabled FROM course_feedback_forms ORDER BY crir',
    );
    expect(rows).toEqual([
      { crir: 'cr', default_enabled: true },
      { crir: 'ir', default_enabled: false },
    ]);
  });

  it("drops the forms' own switch columns", async () => {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
       WHERE column_name = 'enabled' AND table_name IN ('course_feedback_forms', 'program_feedback_forms')`,
    );
    expect(rows).toEqual([]);
  });
});

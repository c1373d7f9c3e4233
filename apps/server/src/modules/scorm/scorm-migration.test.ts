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

/** The migrations up to `last` (a copy of the folder with the later ones left out). */
async function migrationsUpTo(last: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create();
  before = await migrationsUpTo(2);
  await migrate(drizzle({ client }), { migrationsFolder: before });
  // The rows a learner had before SCOs were told apart: foreign keys are not what is tested here.
  await client.exec(`
    SET session_replication_role = replica;
    INSERT INTO courses (oid, tid, pid, ttitle, tduration, details) VALUES ('O', 'c1', 'p', 'Course', 1,
      '{"nuggets":[{"objects":[{"oid":"pkg","otype":"scorm","ourl":"scorm/pkg.zip"}]}]}');
    INSERT INTO batch_courses (oid, bcid, bpid, tid) VALUES ('O', 'b-c1', 'b', 'c1');
    INSERT INTO scorm_packages (oid, path, version, title, scos) VALUES ('O', 'scorm/pkg.zip', '1.2', 'Pkg',
      '[{"identifier":"FIRST","title":"One","href":"a.html","masteryScore":null},
        {"identifier":"SECOND","title":"Two","href":"b.html","masteryScore":null}]');
    INSERT INTO scorm_attempts (oid, eid, bcid, objid, version, cmi, completion_status, success_status, updated_at)
    VALUES ('O', 'a@x', 'b-c1', 'pkg', '1.2', '{"cmi.core.lesson_location":"p3"}', 'incomplete', 'unknown', now()),
           ('O', 'a@x', 'b-c1', 'gone', '1.2', '{}', 'incomplete', 'unknown', now());
    SET session_replication_role = DEFAULT;
  `);
  await migrate(drizzle({ client }), { migrationsFolder });
});
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0003 (CMI data per SCO)', () => {
  it("gives the data stored before its package's first SCO, and a removed object's an empty one", async () => {
    const { rows } = await client.query<{ objid: string; scoid: string; cmi: unknown }>(
      'SELECT objid, scoid, cmi FROM scorm_attempts ORDER BY objid',
    );
    expect(rows).toEqual([
      { objid: 'gone', scoid: '', cmi: {} },
      { objid: 'pkg', scoid: 'FIRST', cmi: { 'cmi.core.lesson_location': 'p3' } },
    ]);
    const { rows: packages } = await client.query<{ toc: unknown; control_mode: unknown }>(
      'SELECT toc, control_mode FROM scorm_packages',
    );
    expect(packages).toEqual([{ toc: [], control_mode: { flow: true, choice: true } }]);
  });
});

import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleFiles, changedBundle, minimalBundle, writeBundle } from '../../../test/bundle-fixture.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { events, quizzes } from '../../db/schema/content.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { programs } from '../../db/schema/programs.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { BundleError } from './bundle-error.ts';

let database: Database;
let files: FileStore;
let filesFolder: string;
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  filesFolder = await writeBundle({});
  files = createLocalFileStore(filesFolder);
});

afterAll(async () => {
  await database.close();
  for (const folder of [filesFolder, ...folders]) await rm(folder, { recursive: true, force: true });
});

async function importFiles(bundle: BundleFiles) {
  const folder = await writeBundle(bundle);
  folders.push(folder);
  return importContent(database.db, folder, { files, clock: systemClock });
}

/** The import's error message, which must fail. */
async function failure(bundle: BundleFiles): Promise<string> {
  const error = await importFiles(bundle).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  return (error as BundleError).message;
}

async function organisationCount(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(organisations);
  return row?.n ?? 0;
}

describe('a bundle with mistakes', () => {
  it('names the file and the field path of a value of the wrong type', async () => {
    const message = await failure(
      changedBundle(['programs/pharmd.json', ['pcurriculum', 2, 'tduration'], 'twenty']),
    );
    expect(message).toBe('programs/pharmd.json: pcurriculum.2.tduration: expected number, received string');
  });

  it('lists every problem of every file, missing fields and unknown ones included', async () => {
    const message = await failure(
      changedBundle(
        ['courses/pd101.json', ['ttitle'], undefined],
        ['courses/pd101.json', ['nuggets', 0, 'objects', 0, 'otype'], 'slideshow'],
        ['quizzes/pd101-quiz.json', ['qitems', 0, 'iopts', 0, 'correct'], false],
        ['events.json', [0, 'colour'], 'red'],
      ),
    );
    expect(message.split('\n')).toEqual([
      'quizzes/pd101-quiz.json: qitems.0.iopts: exactly one option must be correct',
      'courses/pd101.json: ttitle: required (expected string)',
      expect.stringMatching(
        /^courses\/pd101\.json: nuggets\.0\.objects\.0\.otype: Invalid discriminator value/,
      ),
      'events.json: 0: Unrecognized key: "colour"',
    ]);
  });

  it('refuses an application form other than the wizard, the university form or the paper one', async () => {
    const message = await failure(
      changedBundle(
        ['programs/pharmd.json', ['applicationForm'], 'online'],
        ['organisation.json', ['universityUrl'], 'http://www.example.test/'],
      ),
    );
    expect(message.split('\n')).toEqual([
      'organisation.json: universityUrl: Invalid URL',
      expect.stringMatching(/^programs\/pharmd\.json: applicationForm: Invalid option/),
    ]);
  });

  it('points at the line of a JSON syntax error', async () => {
    const bundle = minimalBundle();
    bundle['events.json'] = '[\n  { "evid": "ev1", }\n]';
    expect(await failure(bundle)).toMatch(/^events\.json: is not valid JSON: .*\(line 2, column \d+\)$/);
  });

  it('reports a media file a record names but the bundle lacks', async () => {
    const message = await failure(
      changedBundle(['courses/pd101.json', ['nuggets', 0, 'objects', 0, 'ourl'], 'pdf/missing.pdf']),
    );
    expect(message).toBe(
      'courses/pd101.json: nuggets.0.objects.0.ourl: media/pdf/missing.pdf is not in the bundle',
    );
  });

  it('reports a course naming a program that does not exist, and writes nothing', async () => {
    const message = await failure(changedBundle(['courses/pd101.json', ['pid'], 'pharmacy']));
    expect(message).toBe(
      'courses/pd101.json: pid: unknown program pharmacy (no programs/*.json has this pid)',
    );
    // The organisation and program loaded before the course were rolled back with it.
    expect(await organisationCount()).toBe(0);
  });

  it('reports other dangling references: a quiz, a batch, a course outside the curriculum', async () => {
    expect(
      await failure(
        changedBundle(['courses/pd101.json', ['nuggets', 0, 'objects', 1, 'oid'], 'no-such-quiz']),
      ),
    ).toBe(
      'courses/pd101.json: nuggets.0.objects.1.oid: unknown quiz no-such-quiz (no quizzes/*.json has this quizid)',
    );
    expect(await failure(changedBundle(['events.json', [0, 'bpid'], 'pharmd-1999']))).toBe(
      'events.json: 0.bpid: unknown batch pharmd-1999 (no program in programs/ has this bpid)',
    );
    expect(
      await failure(changedBundle(['programs/pharmd.json', ['batches', 0, 'courses', 0, 'tid'], 'pd999'])),
    ).toBe('programs/pharmd.json: batches.0.courses.0.tid: pd999 is not a topic of pcurriculum');
  });

  it('refuses the same id defined in two files', async () => {
    const bundle = minimalBundle();
    bundle['programs/pharmd-copy.json'] = bundle['programs/pharmd.json'];
    expect(await failure(bundle)).toBe(
      'programs/pharmd.json: pid: program pharmd is already defined at programs/pharmd-copy.json: pid',
    );
  });

  it('refuses a bundle without organisation.json', async () => {
    const bundle = minimalBundle();
    delete bundle['organisation.json'];
    expect(await failure(bundle)).toBe(
      'organisation.json: is missing: every bundle names its organisation there',
    );
  });
});

describe('a good bundle', () => {
  it('stores authored HTML sanitised: no scripts, no event handlers, no javascript: links', async () => {
    const summary = await importFiles(
      changedBundle(
        ['programs/pharmd.json', ['pname'], 'Doctor of <b>Pharmacy</b><script>alert(1)</script>'],
        [
          'programs/pharmd.json',
          ['poverview'],
          '<p onclick="x()">Safe <a href="javascript:alert(2)">link</a></p><img src="x.png" onerror="alert(3)"><script>alert(4)</script>',
        ],
        ['organisation.json', ['aboutHtml'], '<h2>About</h2><iframe src="https://evil.example"></iframe>'],
      ),
    );
    expect(summary).toMatchObject({
      organisation: 1,
      programs: 1,
      quizzes: 1,
      courses: 1,
      events: 1,
      media: 3,
    });
    const [program] = await database.db.select().from(programs).where(eq(programs.pid, 'pharmd'));
    expect(program?.pname).toBe('Doctor of <b>Pharmacy</b>');
    expect(program?.details.poverview).toBe('<p>Safe <a>link</a></p><img src="x.png" />');
    const [organisation] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.oid, 'TESTORG'));
    expect(organisation?.profile.aboutHtml).toBe('<h2>About</h2>');
  });

  it('updates records in place when an edited bundle is imported again', async () => {
    await importFiles(
      changedBundle(
        ['events.json', [0, 'title'], 'Orientation (moved online)'],
        ['quizzes/pd101-quiz.json', ['cutoff'], 70],
      ),
    );
    const rows = await database.db.select().from(events).where(eq(events.oid, 'TESTORG'));
    expect(rows.map((row) => row.title)).toEqual(['Orientation (moved online)']);
    const [quiz] = await database.db.select().from(quizzes).where(eq(quizzes.quizid, 'pd101-quiz'));
    expect(quiz).toMatchObject({ cutoff: 70, tid: 'pd101' });
  });
});

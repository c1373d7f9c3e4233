import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { courseFileMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseCommunityApp, fixtureOid } from '../../../test/course-community-fixture.ts';
import { sampleMp4, samplePdf } from '../../../test/sample-files.ts';
import {
  escapingZip,
  manifest2004MultiSco,
  package2004Declared,
  page,
  zipOf,
} from '../../../test/scorm-packages.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { uploadCourseFile } from '../../../test/staff-uploads.ts';
import { objectProgress, openObjects } from '../../db/schema/progress.ts';
import { scormAttempts, scormPackages, scormSessions } from '../../db/schema/scorm.ts';

// Course files uploaded by an admin (issue 25 item 2, ADR 0090): presigned, checked by their bytes,
// zips validated and unpacked by the import's unpacker, each package's report kept and shown.

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let admin: StaffWithSession;
let instructor: StaffWithSession;

/** The repo's demo SCORM 1.2 package, zipped from its source folder at test time. */
async function demoPackage(): Promise<Buffer> {
  const folder = join(import.meta.dirname, '../../../../../scripts/demo-media/scorm/adr-reporting-check');
  const names = await readdir(folder);
  return zipOf(
    Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))])),
    ),
  );
}

beforeAll(async () => {
  t = await createCourseCommunityApp();
  admin = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
  instructor = await staffSession(t.database.db, [{ role: 'instructor', scope: 'pd101' }], {
    oid: fixtureOid,
  });
});
afterAll(() => t.app.close());

/** Presigns `filename` for `kind` and PUTs `bytes`, as the admin (or `who`). */
const upload = (kind: string, filename: string, bytes: Buffer, who = admin) =>
  uploadCourseFile(t.app, who, kind, filename, bytes);

const save = (otype: string, filename: string) =>
  t.call('staff/saveCourseFile', { otype, filename }, admin.cookie);

async function listed() {
  const response = await t.call('staff/getCourseFiles', {}, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files as { ourl: string; otype: string; name: string; captions: string | null }[];
}

describe('course files uploaded by an admin (ADR 0090)', () => {
  it('keeps a PDF checked by its bytes at a fresh media path, listed, and previewed signed for the admin', async () => {
    const saved = await save('pdf', await upload('pdf', 'syllabus.pdf', samplePdf));
    expect(saved.statusCode, saved.body).toBe(200);
    const { ourl, report } = saved.json();
    expect(report).toBeNull();
    expect(ourl).toMatch(/^course-files\/[0-9a-f-]{36}\/\d{4}-syllabus\.pdf$/);
    expect((await listed()).find((file) => file.ourl === ourl)?.name).toBe('syllabus.pdf');
    // A course's file is never public media (ADR 0095): the preview signs it for the admin.
    expect((await t.app.inject({ method: 'GET', url: `/media/${fixtureOid}/${ourl}` })).statusCode).toBe(404);
    const preview = await t.call('staff/previewCourseFile', { ourl }, admin.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    const { pathname } = new URL(preview.json().url);
    expect(pathname).toMatch(/\/3\/[\w-]{43}\/course-files\/.+-syllabus\.pdf$/);
    const media = await t.app.content.inject({ method: 'GET', url: pathname });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(samplePdf)).toBe(true);
  });

  it('refuses a file whose bytes are not its kind, naming the field, and keeps nothing', async () => {
    const before = (await listed()).length;
    const saved = await save('pdf', await upload('pdf', 'fake.pdf', Buffer.from('<html>not a pdf</html>')));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toMatchObject({
      message: courseFileMessages.wrongType,
      fields: { filename: courseFileMessages.wrongType },
    });
    expect(await listed()).toHaveLength(before);
  });

  it('unpacks a good SCORM 1.2 zip, reports it and previews its first SCO signed for the admin', async () => {
    const saved = await save('scorm', await upload('scorm', 'reporting check.zip', await demoPackage()));
    expect(saved.statusCode, saved.body).toBe(200);
    const { ourl, report } = saved.json();
    expect(ourl).toMatch(/^course-files\/[0-9a-f-]{36}\/\d{4}-reporting check\.zip$/);
    expect(report.version).toBe('1.2');
    expect(report.scos).toHaveLength(1);
    expect(report.findings.filter((finding: { severity: string }) => finding.severity === 'error')).toEqual(
      [],
    );

    const preview = await t.call('staff/previewCourseFile', { ourl }, admin.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    const { url, otype } = preview.json();
    expect(otype).toBe('scorm');
    const launch = new URL(url);
    expect(launch.pathname).toContain(encodeURIComponent(admin.email));
    const served = await t.app.content.inject({ method: 'GET', url: `${launch.pathname}${launch.search}` });
    expect(served.statusCode).toBe(200);
    // Served as the zip holds it: the SCO finds the API in the launcher that frames it (ADR 0086).
    expect(served.body).not.toContain('/scorm-runtime/');
    // The zip itself stays out of /media, as an imported package's does.
    expect((await t.app.inject({ method: 'GET', url: `/media/${fixtureOid}/${ourl}` })).statusCode).toBe(404);
  });

  it('previews a SCO in browse mode without credit, for the admin, and records nothing (ADR 0096)', async () => {
    const { ourl } = (
      await save('scorm', await upload('scorm', 'preview check.zip', await demoPackage()))
    ).json();
    const tables = [scormAttempts, scormSessions, objectProgress, openObjects];
    const rows = () =>
      Promise.all(tables.map(async (table) => (await t.database.db.select().from(table)).length));
    const before = await rows();

    const preview = await t.call('staff/previewCourseFile', { ourl }, admin.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    // The runtime starts from the admin's name and the manifest's mastery score, never a learner's data.
    expect(preview.json().scorm).toEqual({
      version: '1.2',
      cmi: {
        'cmi.core.student_id': admin.email,
        'cmi.core.student_name': admin.user.name,
        'cmi.core.entry': 'ab-initio',
        'cmi.core.credit': 'no-credit',
        'cmi.core.lesson_mode': 'browse',
        'cmi.core.total_time': '0000:00:00',
        'cmi.student_data.mastery_score': '60',
      },
    });
    // No launch, session, progress or open object is written for a preview.
    expect(await rows()).toEqual(before);
  });

  it('lists the 2004 sequencing it will not run as warnings, and still accepts the package', async () => {
    // A pre-condition rule on the first SCO's item: sequencing Aula does not run.
    const manifest = manifest2004MultiSco({ flow: true }).replace(
      '</item>',
      '<imsss:sequencing><imsss:sequencingRules/></imsss:sequencing></item>',
    );
    const zip = await zipOf({
      'imsmanifest.xml': manifest,
      'content/intro.html': page('Introduction'),
      'content/case.html': page('A case'),
      'content/quiz.html': page('Quiz'),
    });
    const saved = await save('scorm', await upload('scorm', 'sequenced.zip', zip));
    expect(saved.statusCode, saved.body).toBe(200);
    const { ourl, report } = saved.json();
    expect(ourl).not.toBeNull();
    expect(report.version).toBe('2004');
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'sequencing-unsupported',
        message: expect.stringContaining('sequencingRules'),
      }),
    );
  });

  it('keeps the rollup rules of the organisation, which decide when the package is complete', async () => {
    const saved = await save(
      'scorm',
      await upload('scorm', 'signal review.zip', await package2004Declared()),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [stored] = await t.database.db
      .select({ rollupRules: scormPackages.rollupRules })
      .from(scormPackages)
      .where(and(eq(scormPackages.oid, fixtureOid), eq(scormPackages.path, saved.json().ourl)));
    expect(stored?.rollupRules).toEqual([
      {
        childActivitySet: 'all',
        conditionCombination: 'any',
        conditions: [{ condition: 'completed', not: false }],
        action: 'completed',
      },
      {
        childActivitySet: 'any',
        conditionCombination: 'any',
        conditions: [{ condition: 'satisfied', not: false }],
        action: 'satisfied',
      },
    ]);
  });

  const refused = [
    {
      problem: 'a path escaping the package',
      zip: () => escapingZip('evil.html'),
      code: 'path-escape',
      names: '../evil.html',
    },
    {
      problem: 'no manifest',
      zip: () => zipOf({ 'index.html': page('Start') }),
      code: 'manifest-missing',
      names: 'imsmanifest.xml',
    },
    {
      problem: 'a missing launch page',
      zip: () =>
        zipOf({ 'imsmanifest.xml': manifest2004MultiSco(), 'content/intro.html': page('Introduction') }),
      code: 'launch-file-missing',
      names: 'content/case.html',
    },
  ];

  it.each(refused)(
    'refuses a zip with $problem, its report naming it, and keeps nothing',
    async ({ zip, code, names }) => {
      const before = await listed();
      const saved = await save('scorm', await upload('scorm', 'bad.zip', await zip()));
      expect(saved.statusCode, saved.body).toBe(200);
      const { ourl, report } = saved.json();
      expect(ourl).toBeNull();
      const error = report.findings.find((finding: { severity: string }) => finding.severity === 'error');
      expect(error).toMatchObject({ code });
      expect(`${error.message} ${error.file}`).toContain(names);
      expect(await listed()).toEqual(before);
    },
  );

  it('unpacks an interactivity zip that opens its index.html, previewed on the content origin', async () => {
    const zip = await zipOf({ 'index.html': page('Dose calculator'), 'app.js': 'console.log(1)' });
    const saved = await save('interactivity', await upload('interactivity', 'dose.zip', zip));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().ourl).toMatch(/\/\d{4}-dose\/index\.html$/);
    const preview = await t.call('staff/previewCourseFile', { ourl: saved.json().ourl }, admin.cookie);
    const launch = new URL(preview.json().url);
    const served = await t.app.content.inject({ method: 'GET', url: launch.pathname });
    expect(served.body).toContain('Dose calculator');
  });

  it('refuses an HTML zip without its index.html, naming the page', async () => {
    const zip = await zipOf({ 'start.html': page('Start') });
    const saved = await save('html', await upload('html', 'pages.zip', zip));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().ourl).toBeNull();
    expect(saved.json().report.findings[0]).toMatchObject({
      severity: 'error',
      code: 'launch-file-missing',
      file: 'index.html',
    });
  });

  it('does not count course files against the admin’s own storage quota', async () => {
    const big = 400 * 1024 * 1024;
    for (const filename of ['one.mp4', 'two.mp4']) {
      const presigned = await t.call(
        'staff/presignCourseFile',
        { kind: 'video', filename, filetype: 'video/mp4', size: big },
        admin.cookie,
      );
      expect(presigned.statusCode, presigned.body).toBe(200);
    }
  });

  it('keeps WebVTT captions beside a video, where the player looks, and refuses bad captions', async () => {
    const video = await save('video', await upload('video', 'lab tour.mp4', sampleMp4));
    const { ourl } = video.json();
    const bad = await t.call(
      'staff/saveCourseFileCaptions',
      { ourl, filename: await upload('captions', 'bad.vtt', Buffer.from('WEBVTT\n\n00:01 --> 00:02\nHi\n')) },
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(courseFileMessages.invalidCaptions);
    expect(bad.json().error.fields.filename).toMatch(/not valid WebVTT: line 3/);

    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to the lab.\n');
    const saved = await t.call(
      'staff/saveCourseFileCaptions',
      { ourl, filename: await upload('captions', 'tour.vtt', vtt) },
      admin.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().captions).toBe(ourl.replace(/\.mp4$/, '.vtt'));
    // The preview's video comes with its captions, each signed for the admin (ADR 0095).
    const preview = (await t.call('staff/previewCourseFile', { ourl }, admin.cookie)).json();
    const track = await t.app.content.inject({ method: 'GET', url: new URL(preview.captions).pathname });
    expect(track.statusCode).toBe(200);
    expect(track.body).toContain('Welcome to the lab.');
    expect((await t.app.content.inject({ url: new URL(preview.url).pathname })).statusCode).toBe(200);
    expect((await listed()).find((file) => file.ourl === ourl)?.captions).toBe(saved.json().captions);
  });

  it('is for admins only, and previews only files of the organisation', async () => {
    const presigned = await t.call(
      'staff/presignCourseFile',
      { kind: 'pdf', filename: 'a.pdf', filetype: 'application/pdf', size: 10 },
      instructor.cookie,
    );
    expect(presigned.statusCode).toBe(403);
    const missing = await t.call(
      'staff/previewCourseFile',
      { ourl: 'course-files/elsewhere/a.pdf' },
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
  });
});

import type { CourseDraft } from '@aula/contract/staff-course-builder';
import { courseFileMessages } from '@aula/contract/staff-messages';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseCommunityApp, fixtureOid } from '../../../test/course-community-fixture.ts';
import { describeOnPostgres, statementsWaitingForLock } from '../../../test/postgres-only.ts';
import { sampleMp4, samplePdf } from '../../../test/sample-files.ts';
import { package2004Declared, page, zipOf } from '../../../test/scorm-packages.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { uploadCourseFile } from '../../../test/staff-uploads.ts';
import { courses } from '../../db/schema/content.ts';
import { scormPackages } from '../../db/schema/scorm.ts';
import { storedFiles } from '../../db/schema/uploads.ts';
import { mediaKey } from '../../platform/media-key.ts';

// Deleting an uploaded course file (ADR 0090): everything its upload left goes, unless a course names it.

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let admin: StaffWithSession;
const pid = 'pharmd';
const tid = 'pd101';

beforeAll(async () => {
  t = await createCourseCommunityApp();
  admin = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
});
afterAll(() => t.app.close());

/** Uploads and keeps a course file of `otype`, answering its `ourl`. */
async function kept(otype: string, filename: string, bytes: Buffer): Promise<string> {
  const stored = await uploadCourseFile(t.app, admin, otype, filename, bytes);
  const saved = await t.call('staff/saveCourseFile', { otype, filename: stored }, admin.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().ourl;
}

const remove = (ourl: string, cookie = admin.cookie) => t.call('staff/deleteCourseFile', { ourl }, cookie);

/** The stored files of the upload `ourl` came from: its folder `course-files/<grant id>/`. */
function storedUnder(ourl: string): Promise<string[]> {
  const folder = ourl.split('/').slice(0, 2).join('/');
  return t.files.list(mediaKey(fixtureOid, `${folder}/`));
}

async function listedOurls(): Promise<string[]> {
  const answer = await t.call('staff/getCourseFiles', {}, admin.cookie);
  return answer.json().files.map((file: { ourl: string }) => file.ourl);
}

async function draftOf(): Promise<{ version: number; draft: CourseDraft }> {
  const answer = await t.call('staff/getCourseDraft', { pid, tid }, admin.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** Saves pd101's draft with a reference to `ourl` (or none of it), answering the save. */
async function saveDraftNaming(ourl: string, naming: boolean) {
  const { version, draft } = await draftOf();
  const others = draft.references.filter((item) => item.ourl !== ourl);
  const references = naming ? [...others, { title: 'Handout', otype: 'pdf' as const, ourl }] : others;
  return t.call(
    'staff/saveCourseDraft',
    { pid, tid, version, draft: { ...draft, references } },
    admin.cookie,
  );
}

async function publish() {
  const { version } = await draftOf();
  const answer = await t.call('staff/publishCourse', { pid, tid, version }, admin.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('deleting a course file', () => {
  it('deletes a SCORM package with its unpacked pages, its record and its upload rows; the audit log names it', async () => {
    const ourl = await kept('scorm', 'signal review.zip', await package2004Declared());
    const keys = await storedUnder(ourl);
    expect(keys.length).toBeGreaterThan(2);

    const answer = await remove(ourl);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ourl });
    expect(await storedUnder(ourl)).toEqual([]);
    expect(await listedOurls()).not.toContain(ourl);
    const record = await t.database.db
      .select()
      .from(scormPackages)
      .where(and(eq(scormPackages.oid, fixtureOid), eq(scormPackages.path, ourl)));
    expect(record).toEqual([]);
    const uploads = await t.database.db
      .select()
      .from(storedFiles)
      .where(like(storedFiles.fileKey, `${mediaKey(fixtureOid, ourl.split('/').slice(0, 2).join('/'))}/%`));
    expect(uploads).toEqual([]);
    const preview = await t.call('staff/previewCourseFile', { ourl }, admin.cookie);
    expect(preview.statusCode).toBe(404);
    const [line] = (await auditLines(t.database.db, { action: 'courseFiles.delete' })).filter(
      (each) => (each.before as { ourl?: string } | null)?.ourl === ourl,
    );
    expect(line).toMatchObject({
      actorEid: admin.email,
      before: { name: 'signal review.zip', otype: 'scorm' },
    });

    // Deleted once: the second deletion finds nothing.
    const again = await remove(ourl);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(courseFileMessages.noSuchFile);
  });

  it('deletes a video with its captions, and an HTML zip’s pages', async () => {
    const video = await kept('video', 'lab tour.mp4', sampleMp4);
    const captions = await uploadCourseFile(
      t.app,
      admin,
      'captions',
      'tour.vtt',
      Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n'),
    );
    const saved = await t.call(
      'staff/saveCourseFileCaptions',
      { ourl: video, filename: captions },
      admin.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const html = await kept(
      'html',
      'pages.zip',
      await zipOf({ 'index.html': page('Start'), 'two.html': page('Two') }),
    );
    expect(await storedUnder(video)).toHaveLength(2);
    expect(await storedUnder(html)).toHaveLength(2);

    expect((await remove(video)).statusCode).toBe(200);
    expect((await remove(html)).statusCode).toBe(200);
    expect(await storedUnder(video)).toEqual([]);
    expect(await storedUnder(html)).toEqual([]);
  });

  it('refuses while a course’s draft or its published content names the file, naming the course', async () => {
    const ourl = await kept('pdf', 'handout.pdf', samplePdf);
    expect((await saveDraftNaming(ourl, true)).statusCode).toBe(200);
    const inDraft = await remove(ourl);
    expect(inDraft.statusCode).toBe(409);
    expect(inDraft.json().error).toMatchObject({
      message: courseFileMessages.inUse,
      fields: { courses: expect.stringMatching(/\(pd101\)$/) },
    });

    // Published, then taken out of the draft only: learners still open it, so it stays.
    await publish();
    expect((await saveDraftNaming(ourl, false)).statusCode).toBe(200);
    expect((await remove(ourl)).statusCode).toBe(409);
    expect(await storedUnder(ourl)).toHaveLength(1);

    // Published without it: nothing names it any more.
    await publish();
    expect((await remove(ourl)).statusCode).toBe(200);
    expect(await storedUnder(ourl)).toEqual([]);
  });

  it('is for admins only, and only for an uploaded file of the organisation', async () => {
    const ourl = await kept('pdf', 'kept.pdf', samplePdf);
    const instructor = await staffSession(t.database.db, [{ role: 'instructor', scope: 'pd101' }], {
      oid: fixtureOid,
    });
    expect((await remove(ourl, instructor.cookie)).statusCode).toBe(403);
    // Media a bundle imported is no uploaded course file; nor is a path that climbs out of the folder.
    for (const other of ['private/project/plan.pdf', `${ourl.split('/').slice(0, 2).join('/')}/../x.pdf`]) {
      const answer = await remove(other);
      expect(answer.statusCode).toBe(404);
    }
    expect(await storedUnder(ourl)).toHaveLength(1);
  });
});

describeOnPostgres(
  'a course file deleted while a draft naming it is saved',
  'a transaction held open beside the requests',
  () => {
    const waiting = (text: string) => statementsWaitingForLock(t.database.db, text);

    it('refuses the deletion once the save has checked the file: the draft never names a deleted file', async () => {
      const ourl = await kept('pdf', 'raced.pdf', samplePdf);
      const { version, draft } = await draftOf();
      const references = [...draft.references, { title: 'Raced', otype: 'pdf' as const, ourl }];
      let save: Promise<{ statusCode: number }> | undefined;
      let removal: Promise<{ statusCode: number }> | undefined;
      // The course row held: the save checks the file, then waits to write the draft.
      await t.database.db.transaction(async (tx) => {
        await tx
          .select({ tid: courses.tid })
          .from(courses)
          .where(and(eq(courses.oid, fixtureOid), eq(courses.tid, tid)))
          .for('update');
        save = t.call(
          'staff/saveCourseDraft',
          { pid, tid, version, draft: { ...draft, references } },
          admin.cookie,
        );
        await expect.poll(() => waiting('for update')).toBe(1);
        // The deletion now waits for the save; without the course media's lock it would pass it.
        let settled = false;
        removal = remove(ourl).finally(() => {
          settled = true;
        });
        await expect.poll(async () => settled || (await waiting('pg_advisory_xact_lock')) === 1).toBe(true);
      });
      expect((await save)?.statusCode).toBe(200);
      expect((await removal)?.statusCode).toBe(409);
      expect(await storedUnder(ourl)).toHaveLength(1);
      expect((await saveDraftNaming(ourl, false)).statusCode).toBe(200);
    });
  },
);

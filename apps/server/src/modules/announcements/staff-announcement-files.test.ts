import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bcid, createCourseCommunityApp, fixtureOid } from '../../../test/course-community-fixture.ts';
import { sampleMp3, sampleMp4, samplePdf, samplePng, sampleWav } from '../../../test/sample-files.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { uploadGrants } from '../../db/schema/uploads.ts';
import { purgeStaleUploads } from '../uploads/index.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;
let instructor: StaffWithSession;
let colleague: StaffWithSession;
let otherInstructor: StaffWithSession;

const bpid = 'pharmd-2026';

beforeAll(async () => {
  t = await createCourseCommunityApp();
  aliceCookie = await t.cookieOf(alice);
  const { db } = t.database;
  instructor = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], { oid: fixtureOid });
  colleague = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], { oid: fixtureOid });
  otherInstructor = await staffSession(db, [{ role: 'instructor', scope: 'pd103' }], { oid: fixtureOid });
});
afterAll(() => t.app.close());

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** Asks for an address for `filename` and PUTs `bytes` to it as the type the server signed. */
async function upload(
  type: string,
  filename: string,
  filetype: string,
  bytes: Buffer,
  who = instructor,
): Promise<string> {
  const presigned = await t.call(
    'staff/presignAnnouncementFile',
    { bcid, type, filename, filetype, size: bytes.length },
    who.cookie,
  );
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, filename: stored, filetype: signed } = presigned.json();
  expect(signed).toBe(filetype);
  const put = await t.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': signed } });
  expect(put.statusCode, put.body).toBe(200);
  return stored;
}

const save = (body: Record<string, unknown>, who = instructor) =>
  t.call(
    'staff/saveAnnouncement',
    { bcid, title: 'Poster', description: 'See the poster.', sdate: nowSeconds(), ...body },
    who.cookie,
  );

async function learnerAnnouncement(title: string) {
  const response = await t.call('getAnnouncements', { bpid, rtype: 'get' }, aliceCookie);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .announcements.find((row: { title: string; mfname?: string }) => row.title === title) as
    | { type: string; mfname?: string; fileUrl?: string }
    | undefined;
}

describe('staff file announcements (issue 24 item 6, ADR 0077)', () => {
  const samples = [
    { type: 'image', filename: 'poster.png', filetype: 'image/png', bytes: samplePng },
    { type: 'pdf', filename: 'calendar.pdf', filetype: 'application/pdf', bytes: samplePdf },
    { type: 'video', filename: 'lab-tour.mp4', filetype: 'video/mp4', bytes: sampleMp4 },
    { type: 'audio', filename: 'podcast.mp3', filetype: 'audio/mpeg', bytes: sampleMp3 },
    { type: 'audio', filename: 'bell.wav', filetype: 'audio/wav', bytes: sampleWav },
    { type: 'file', filename: 'study guide.pdf', filetype: 'application/pdf', bytes: samplePdf },
  ];

  it.each(samples)(
    'posts a $type announcement ($filename): the learner sees it and opens its media',
    async (sample) => {
      const stored = await upload(sample.type, sample.filename, sample.filetype, sample.bytes);
      const title = `Posted ${sample.filename}`;
      const response = await save({ type: sample.type, title, filename: stored });
      expect(response.statusCode, response.body).toBe(200);

      const seen = await learnerAnnouncement(title);
      expect(seen?.type).toBe(sample.type);
      expect(seen?.mfname).toMatch(/^announcements\/[0-9a-f-]{36}\/\d{4}-/);
      // Not public media (ADR 0095): the learner opens it at the address signed for them on the content origin.
      const open = await t.app.inject({ method: 'GET', url: `/media/${fixtureOid}/${seen?.mfname}` });
      expect(open.statusCode).toBe(404);
      const address = new URL(String(seen?.fileUrl));
      expect(decodeURIComponent(address.pathname).endsWith(`/${seen?.mfname}`)).toBe(true);
      const media = await t.app.content.inject({ method: 'GET', url: address.pathname });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe(sample.filetype);
      expect(media.rawPayload.equals(sample.bytes)).toBe(true);
    },
  );

  it('refuses a PNG sent as a pdf announcement, saying what the bytes are, and saves nothing', async () => {
    const stored = await upload('pdf', 'fake.pdf', 'application/pdf', samplePng);
    const response = await save({ type: 'pdf', title: 'Fake calendar', filename: stored });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.filename).toMatch(
      /^This is not a file a pdf announcement takes: .*png/,
    );
    expect(await learnerAnnouncement('Fake calendar')).toBeUndefined();
  });

  it('refuses a file name of a kind the type does not take before granting an address', async () => {
    const response = await t.call(
      'staff/presignAnnouncementFile',
      { bcid, type: 'image', filename: 'notes.pdf', filetype: 'application/pdf', size: 100 },
      instructor.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.filename).toBe(
      'An image announcement takes a png, jpg, jpeg, webp or gif file.',
    );
  });

  it("does not let a colleague claim another member's upload, nor one made for another type", async () => {
    const stored = await upload('image', 'poster.png', 'image/png', samplePng);
    const byColleague = await save({ type: 'image', title: 'Not mine', filename: stored }, colleague);
    expect(byColleague.statusCode).toBe(400);
    expect(byColleague.json().error.fields.filename).toBe(
      'No image file of yours was uploaded here under that name: upload it again.',
    );
    const asPdf = await save({ type: 'file', title: 'Wrong type', filename: stored });
    expect(asPdf.statusCode).toBe(400);
    expect((await save({ type: 'image', title: 'Mine', filename: stored })).statusCode).toBe(200);
  });

  it('refuses (403) an upload address for a course the instructor does not teach', async () => {
    const response = await t.call(
      'staff/presignAnnouncementFile',
      { bcid, type: 'image', filename: 'poster.png', filetype: 'image/png', size: samplePng.length },
      otherInstructor.cookie,
    );
    expect(response.statusCode).toBe(403);
  });

  it('edits title and date keeping the file; a new upload replaces it; the audit names the file', async () => {
    const first = await upload('image', 'one.png', 'image/png', samplePng);
    const annid = (await save({ type: 'image', title: 'Keep file', filename: first })).json().annid;
    const kept = await learnerAnnouncement('Keep file');
    const edited = await save({ annid, type: 'image', title: 'Kept file' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await learnerAnnouncement('Kept file'))?.mfname).toBe(kept?.mfname);

    const second = await upload('image', 'two.png', 'image/png', samplePng);
    expect((await save({ annid, type: 'image', title: 'New file', filename: second })).statusCode).toBe(200);
    const replaced = await learnerAnnouncement('New file');
    expect(replaced?.mfname).not.toBe(kept?.mfname);
    expect(replaced?.mfname).toMatch(/two\.png$/);

    const asPdf = await save({ annid, type: 'pdf', title: 'No file' });
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json().error.fields.filename).toBeDefined();

    const lines = await auditLines(t.database.db, { action: 'announcement.edit' });
    expect(lines.at(-1)?.after).toMatchObject({ mfname: replaced?.mfname });
  });

  it('a file announcement needs its file', async () => {
    const response = await save({ type: 'video', title: 'No video' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.filename).toBe('Upload the video file first.');
  });

  it('an upload never claimed is purged with its bytes after a day, and can no longer be posted', async () => {
    const stored = await upload('image', 'forgotten.png', 'image/png', samplePng);
    const [grant] = await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.storedName, stored));
    expect(grant && (await t.files.exists(grant.uploadKey))).toBe(true);
    // The purge as it runs a day and an hour later (the member's session is not what is tested).
    const later = new Date(t.clock.now().getTime() + 25 * 3_600_000);
    await purgeStaleUploads({ db: t.database.db, files: t.files }, later);
    expect(grant && (await t.files.exists(grant.uploadKey))).toBe(false);
    const response = await save({ type: 'image', title: 'Forgotten', filename: stored });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.filename).toMatch(/No image file of yours/);
  });

  it('an edit that cannot be made (withdrawn) spends no upload: the file may still be posted', async () => {
    const first = await upload('audio', 'week1.mp3', 'audio/mpeg', sampleMp3);
    const annid = (await save({ type: 'audio', title: 'Week 1 podcast', filename: first })).json().annid;
    const withdrawn = await t.call('staff/withdrawAnnouncement', { bcid, annid }, instructor.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const second = await upload('audio', 'week2.mp3', 'audio/mpeg', sampleMp3);
    const refused = await save({ annid, type: 'audio', title: 'Week 2 podcast', filename: second });
    expect(refused.statusCode).toBe(409);
    const posted = await save({ type: 'audio', title: 'Week 2 podcast', filename: second });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await learnerAnnouncement('Week 2 podcast'))?.mfname).toMatch(/week2\.mp3$/);
  });
});

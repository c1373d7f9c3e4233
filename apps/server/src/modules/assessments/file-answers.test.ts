import { createHash } from 'node:crypto';
import { assessmentMessages } from '@aula/contract/assessment-limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, createAssessmentsApp, examWindow } from '../../../test/assessments-fixture.ts';
import { sampleHtml, samplePdf, samplePng } from '../../../test/sample-files.ts';
import { grantOf, storedFileAt } from '../../../test/upload-grants.ts';
import { assessmentAnswers } from '../../db/schema/assessment-attempts.ts';
import { users } from '../../db/schema/auth.ts';

// File answers (type 8): a single-use presigned PUT, then the save naming the stored file, which is
// copied where answers live and checked from its bytes there (pdf, jpg, jpeg, png; at most 512000
// bytes) before it is accepted (ADR 0062).

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let cookie: string;
const exam = { eid: alice.email, assessid: 'pd-exam', quiztype: 'assess' };

beforeAll(async () => {
  t = await createAssessmentsApp();
  t.clock.set(new Date(new Date(examWindow.startdate).getTime() + 60_000));
  cookie = await t.cookieOf(alice);
  await t.call('getAssessmentQuiz', exam, cookie);
});
afterAll(() => t.app.close());

let seq = 0;
function presign(filename: string, filetype: string, size: number, iid = 'i8') {
  return t.call('getAssessmentPresignedUrl', { ...exam, iid, filename, filetype, size }, cookie);
}
function saveFile(fname: string, orgname = 'answer.pdf') {
  seq += 1;
  return t.call(
    'updateAssessment',
    { ...exam, device: 'dev-1', seq, quizdata: { response: [{ iid: 'i8', fname, orgname }], status: 0 } },
    cookie,
  );
}
async function upload(url: string, body: Buffer, contentType: string) {
  return t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
}

describe('file answers', () => {
  it('accepts a PDF put to its presigned address and keeps its names in the answer', async () => {
    const presigned = await presign('My answer.pdf', 'application/pdf', samplePdf.length);
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, fname } = presigned.json();
    expect(fname).toMatch(/^i8-[A-Za-z0-9]+\.pdf$/);
    expect((await upload(url, samplePdf, 'application/pdf')).statusCode).toBe(200);
    const saved = await saveFile(fname, 'My answer.pdf');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response).toEqual([{ iid: 'i8', fname, orgname: 'My answer.pdf' }]);
  });

  it("refuses, in the spec's words, a file over 512000 bytes or of another kind before signing", async () => {
    for (const [name, type, size] of [
      ['big.pdf', 'application/pdf', 512_001],
      ['page.html', 'text/html', 100],
      ['photo.gif', 'image/gif', 100],
      ['photo.png', 'application/pdf', 100],
    ] as const) {
      const response = await presign(name, type, size);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.message).toBe(assessmentMessages.uploadRefused);
    }
    expect((await presign('a.pdf', 'application/pdf', 100, 'i7')).statusCode).toBe(404);
  });

  it('refuses a page passed off as a picture, judged from its bytes, and deletes it', async () => {
    const { url, fname } = (await presign('photo.png', 'image/png', sampleHtml.length)).json();
    expect((await upload(url, sampleHtml, 'image/png')).statusCode).toBe(200);
    const saved = await saveFile(fname, 'photo.png');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toBe(assessmentMessages.uploadRefused);
    expect(await t.files.exists(`orgs/TESTORG/answers/pd-exam/${await aliceId()}/${fname}`)).toBe(false);
  });

  it('refuses an oversized file however it got there, and a name not made for the question', async () => {
    const { fname } = (await presign('scan.png', 'image/png', samplePng.length)).json();
    const oversized = Buffer.concat([samplePng, Buffer.alloc(512_001)]);
    // What a store that does not hold the signed size would keep at the upload's key.
    await t.files.put((await grantOf(t.database.db, fname)).uploadKey, oversized, 'image/png');
    expect((await saveFile(fname, 'scan.png')).statusCode).toBe(400);
    expect((await saveFile('i1-forged.pdf')).statusCode).toBe(400);
    expect((await saveFile('i8-never-uploaded.pdf')).statusCode).toBe(400);
  });

  it('saves again an answer whose file was accepted before upload grants existed', async () => {
    const fname = 'i8-legacy.pdf';
    await t.files.put(
      `orgs/TESTORG/answers/pd-exam/${await aliceId()}/${fname}`,
      samplePdf,
      'application/pdf',
    );
    await t.database.db
      .update(assessmentAnswers)
      .set({ answer: { iid: 'i8', fname, orgname: 'old.pdf' } })
      .where(and(eq(assessmentAnswers.eid, alice.email), eq(assessmentAnswers.iid, 'i8')));
    expect((await saveFile(fname, 'old.pdf')).statusCode).toBe(200);
    // Naming it anew for another answer still needs an upload of one's own.
    expect((await saveFile('i8-legacy-other.pdf')).statusCode).toBe(400);
  });

  it('keeps the file that was checked: its address is single-use, and no swap after submission or the close reaches it', async () => {
    const { url, fname } = (await presign('Final.pdf', 'application/pdf', samplePdf.length)).json();
    expect((await upload(url, samplePdf, 'application/pdf')).statusCode).toBe(200);
    const page = Buffer.concat([sampleHtml, Buffer.alloc(samplePdf.length - sampleHtml.length, 0x20)]);
    // A second PUT before the save: the address was used.
    expect((await upload(url, page, 'application/pdf')).statusCode).toBe(409);
    expect((await saveFile(fname, 'Final.pdf')).statusCode).toBe(200);
    seq += 1;
    const submitted = await t.call(
      'updateAssessment',
      {
        ...exam,
        device: 'dev-1',
        seq,
        quizdata: { response: [{ iid: 'i8', fname, orgname: 'Final.pdf' }], status: 1 },
      },
      cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await upload(url, page, 'application/pdf')).statusCode).toBe(409);
    // No new address for a submitted attempt.
    expect((await presign('Later.pdf', 'application/pdf', samplePdf.length)).statusCode).toBe(409);
    t.clock.set(new Date(new Date(examWindow.enddate).getTime() + 61_000));
    expect((await upload(url, page, 'application/pdf')).statusCode).not.toBe(200);

    const key = `orgs/TESTORG/answers/pd-exam/${await aliceId()}/${fname}`;
    const kept = await t.files.get(key);
    expect(Buffer.concat(await (kept?.body.toArray() ?? [])).equals(samplePdf)).toBe(true);
    expect(await storedFileAt(t.database.db, key)).toMatchObject({
      size: samplePdf.length,
      sha256: createHash('sha256').update(samplePdf).digest('hex'),
      contentType: 'application/pdf',
    });
  });
});

async function aliceId(): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.eid, alice.email));
  return row?.id ?? '';
}

import { createHash } from 'node:crypto';
import { assessmentRefusals } from '@aula/contract/assessment-limits';
import { tooSoonMessage } from '@aula/contract/course-player';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../src/content-sections.ts';
import { assessments } from '../src/db/schema/content.ts';
import { storedFiles } from '../src/db/schema/uploads.ts';
import { assessmentCacheOf } from '../src/modules/assessments/index.ts';
import { demoContentFolder } from '../src/platform/paths.ts';
import { enrol } from './batch-factories.ts';
import { createLearner, signIn } from './factories.ts';
import { sampleHtml, samplePdf } from './sample-files.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/*
 * Issue 20's three high findings, replayed on a fresh install of the demo as the learner did them, each
 * through the API a browser reaches: a key read during the grace and copied into the open attempt, an
 * exam file swapped at its upload address after submission and after the close, and a verifiable
 * certificate after opening two objects with no study. Each is refused; what the university keeps is
 * what was checked.
 */

const oid = 'AULADEMO';
const demoLearner = { email: 'learner@aula.demo', password: 'Learn@2026' };
const mock = { oid, eid: demoLearner.email, assessid: 'cert-pv-2026-mock', quiztype: 'assess' };
const graceSeconds = 60;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

const at = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

/** The demo mock exam ends `minutes` from now with its answer date at its end, as the import once allowed. */
async function mockEndingIn(minutes: number): Promise<Date> {
  const end = at(t.clock.now(), minutes * 60);
  await t.database.db
    .update(assessments)
    .set({ enddate: end, answerdate: end })
    .where(and(eq(assessments.oid, oid), eq(assessments.assessid, mock.assessid)));
  assessmentCacheOf(t.database.db).clear();
  return end;
}

let seq = 0;
function save(cookie: string, response: unknown[], status: 0 | 1) {
  seq += 1;
  return call(
    t.app,
    'updateAssessment',
    { ...mock, device: 'replay', seq, quizdata: { response, status } },
    cookie,
  );
}

describe('the three high findings of issue 20, replayed', () => {
  it('a key read during the grace: refused, and the attempt keeps the score of what was answered', async () => {
    t.clock.set(new Date());
    const end = await mockEndingIn(10);
    const cookie = await signIn(t.app, demoLearner.email, demoLearner.password, oid);
    expect((await call(t.app, 'getAssessmentQuiz', mock, cookie)).statusCode).toBe(200);
    expect((await save(cookie, [{ iid: 'm1', selected: [1] }], 0)).statusCode).toBe(200);

    t.clock.set(at(end, 2));
    const key = await call(t.app, 'getAssessmentAnswers', mock, cookie);
    expect(key.statusCode).toBe(403);
    expect(key.json().error.message).toBe(assessmentRefusals.answersNotYet);
    expect(key.body).not.toMatch(/correct/);
    // Saves are still taken in the grace; with no key, the learner's answer stays wrong.
    expect(
      (
        await save(
          cookie,
          [
            { iid: 'm1', selected: [1] },
            { iid: 'm2', selected: [0] },
          ],
          0,
        )
      ).statusCode,
    ).toBe(200);

    t.clock.set(at(end, graceSeconds + 1));
    const after = await call(t.app, 'getAssessmentAnswers', mock, cookie);
    expect(after.statusCode, after.body).toBe(200);
    const { score, qitems } = after.json();
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(100);
    expect(qitems.length).toBe(8);
    t.clock.reset();
  });

  it('a file swapped after submission: the address takes one file, and the checked bytes are kept', async () => {
    const learner = await createLearner(t.database.db, { oid });
    await enrol(t.database.db, learner, 'cert-pv-2026');
    t.clock.set(new Date());
    const end = await mockEndingIn(10);
    const cookie = await signIn(t.app, learner.email, learner.password, oid);
    const exam = { ...mock, eid: learner.user.eid };
    expect((await call(t.app, 'getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);

    const presigned = await call(
      t.app,
      'getAssessmentPresignedUrl',
      { ...exam, iid: 'm8', filename: 'Form.pdf', filetype: 'application/pdf', size: samplePdf.length },
      cookie,
    );
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, fname } = presigned.json();
    const put = (body: Buffer) =>
      t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': 'application/pdf' } });
    expect((await put(samplePdf)).statusCode).toBe(200);
    seq += 1;
    const submitted = await call(
      t.app,
      'updateAssessment',
      {
        ...exam,
        device: 'replay',
        seq,
        quizdata: { response: [{ iid: 'm8', fname, orgname: 'Form.pdf' }], status: 1 },
      },
      cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);

    // The same bytes the finding used: an HTML page padded to the signed size.
    const page = Buffer.concat([sampleHtml, Buffer.alloc(samplePdf.length - sampleHtml.length, 0x20)]);
    expect((await put(page)).statusCode).toBe(409);
    t.clock.set(at(end, graceSeconds + 1));
    expect((await put(page)).statusCode).not.toBe(200);
    const retry = await call(
      t.app,
      'getAssessmentPresignedUrl',
      { ...exam, iid: 'm8', filename: 'Later.pdf', filetype: 'application/pdf', size: samplePdf.length },
      cookie,
    );
    expect(retry.statusCode).toBe(409);

    const [kept] = await t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.oid, oid), eq(storedFiles.eid, learner.user.eid)));
    expect(kept).toMatchObject({ size: samplePdf.length, sha256: sha256(samplePdf) });
    const file = await t.files.get(kept?.fileKey ?? '');
    expect(sha256(Buffer.concat(await (file?.body.toArray() ?? [])))).toBe(sha256(samplePdf));
    t.clock.reset();
  });

  it('a certificate after opening two objects with no study: refused at every step', async () => {
    const learner = await createLearner(t.database.db, { oid });
    const cookie = await signIn(t.app, learner.email, learner.password, oid);
    const as = (name: string, body: Record<string, unknown>) =>
      call(t.app, name, { oid, eid: learner.user.eid, ...body }, cookie);
    const bpid = 'cert-dh-2026';
    expect((await as('syncUserProgramProgress', { bpid })).statusCode).toBe(200);

    t.clock.set(new Date());
    for (const course of ['dh101', 'dh102']) {
      const bcid = `${bpid}-${course}`;
      expect((await as('openObject', { bcid, objid: `${course}-o4` })).statusCode).toBe(200);
      const at0 = await as('syncUserProgress', { bcid, objid: `${course}-o4`, timespent: 0 });
      expect(at0.statusCode).toBe(409);
      expect(at0.json().error.message).toBe(tooSoonMessage);
    }
    // Even studied for its 5 s, the last object of a course does not complete the course.
    t.clock.advance(10 / 60);
    const done = await as('syncUserProgress', { bcid: `${bpid}-dh102`, objid: 'dh102-o4', timespent: 10 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().tp).toBe(0);
    t.clock.reset();

    const certificate = await as('generateCertificate', { bpid, uname: 'x', cid: 'dh101' });
    expect(certificate.statusCode).toBe(409);
    const listed = await as('getCertificates', {});
    expect(listed.json().certificates).toEqual([]);
  });
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

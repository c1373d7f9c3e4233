import { fileMessages } from '@aula/contract/account-uploads';
import { type Complaint, complaintMessages } from '@aula/contract/complaints';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, pngOf, sampleDocx, upload, zipNotDocx } from '../../../test/account-files.ts';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { visitorQueries } from '../../db/schema/account.ts';

let t: TestApp;
let me: TestAccount;
let other: TestAccount;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await createLearner(t.database.db);
  other = await createLearner(t.database.db);
  await createBatch(t.database.db, 'pv-2026', { ptitle: 'Certificate in Pharmacovigilance' });
  await createBatch(t.database.db, 'mba-2026');
  await enrol(t.database.db, me, 'pv-2026');
  await enrol(t.database.db, other, 'pv-2026');
  cookie = await signIn(t.app, me.email, me.password);
  otherCookie = await signIn(t.app, other.email, other.password);
});
afterAll(() => t.app.close());

const mine = () => ({ oid: 'TEST', eid: me.email });
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function uploadMine(name: string, bytes: Buffer, contentType: string) {
  return upload(t.app, { type: 'complents', name, bytes, contentType, cookie, eid: me.email });
}

function complain(body: Record<string, unknown>, c = cookie) {
  return call(t.app, 'addcomplent', { ...mine(), ...body }, c);
}

describe('complaints', () => {
  it('has none at first, then lists what the learner filed with its file, to them only', async () => {
    expect((await call(t.app, 'getcomplents', mine(), cookie)).json().complents).toEqual([]);
    const file = await uploadMine('letter.docx', sampleDocx, docxType);
    const added = await complain({
      bpid: 'pv-2026',
      description: 'My marks\nare missing',
      fileName: file.filename,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Complaint>()).toMatchObject({
      ptitle: 'Certificate in Pharmacovigilance',
      description: 'My marks\nare missing',
      uploadedFile: file.filename,
      fileType: docxType,
    });
    expect((await complain({ bpid: 'pv-2026', description: 'No file this time' })).statusCode).toBe(200);

    const list = (await call(t.app, 'getcomplents', mine(), cookie)).json<{ complents: Complaint[] }>();
    expect(list.complents.map((each) => each.description)).toEqual([
      'My marks\nare missing',
      'No file this time',
    ]);
    const url = list.complents[0]?.fileUrl ?? '';
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    // The filed document's address takes no other bytes; what is served stays what was checked.
    const swap = await t.app.inject({
      method: 'PUT',
      url: file.url,
      headers: { 'content-type': docxType },
      payload: Buffer.alloc(sampleDocx.length, 0x3c),
    });
    expect(swap.statusCode).toBe(409);
    const served = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(served.rawPayload.equals(sampleDocx)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: otherCookie } })).statusCode).toBe(
      404,
    );
    const theirs = await call(t.app, 'getcomplents', { oid: 'TEST', eid: other.email }, otherCookie);
    expect(theirs.json().complents).toEqual([]);
  });

  it("checks the description, then the programme, which must be one of the learner's", async () => {
    const both = await complain({ bpid: '', description: ' ' });
    expect(Object.values(both.json().error.fields)[0]).toBe(complaintMessages.description);
    const program = await complain({ bpid: '', description: 'Help' });
    expect(program.json().error.fields.bpid).toBe(complaintMessages.program);
    expect((await complain({ bpid: 'mba-2026', description: 'Not my programme' })).statusCode).toBe(403);
  });

  it('refuses images of 49 KB or 251 KB, a PDF renamed .png, and a zip that is no Word document', async () => {
    for (const size of [49 * 1024, 251 * 1024]) {
      const response = await call(
        t.app,
        'getPresignedUrl',
        { ...mine(), type: 'complents', filetype: 'image/png', filename: 'scan.png', size },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        size < 51_200 ? fileMessages.tooSmall : fileMessages.imageTooLarge,
      );
    }
    const renamed = await uploadMine('scan.png', pdfOf(60_000), 'image/png');
    const refused = await complain({ bpid: 'pv-2026', description: 'x', fileName: renamed.filename });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.fileName).toBe(fileMessages.complaintType);

    const zip = await uploadMine('letter.docx', zipNotDocx, docxType);
    const notWord = await complain({ bpid: 'pv-2026', description: 'x', fileName: zip.filename });
    expect(notWord.statusCode).toBe(400);
    expect(notWord.json().error.fields.fileName).toBe(fileMessages.complaintType);

    const image = await uploadMine('scan.png', pngOf(60_000), 'image/png');
    expect((await complain({ bpid: 'pv-2026', description: 'x', fileName: image.filename })).statusCode).toBe(
      200,
    );
  });

  it("never claims another learner's upload", async () => {
    const theirs = await upload(t.app, {
      type: 'complents',
      name: 'theirs.pdf',
      bytes: pdfOf(2000),
      contentType: 'application/pdf',
      cookie: otherCookie,
      eid: other.email,
    });
    const response = await complain({ bpid: 'pv-2026', description: 'x', fileName: theirs.filename });
    expect(response.statusCode).toBe(400);
  });
});

describe('Report A Query (signed out)', () => {
  const query = {
    oid: 'TEST',
    name: 'Kofi Boateng',
    emailid: 'kofi@example.test',
    description: 'How do I apply?',
  };

  it('checks name, e-mail and description in order with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', emailid: '' }, complaintMessages.name],
      [{ name: 'Kofi 2', emailid: '' }, complaintMessages.nameLetters],
      [{ emailid: '', description: '' }, complaintMessages.emailRequired],
      [{ emailid: 'kofi@', description: '' }, complaintMessages.emailInvalid],
      [{ description: '' }, complaintMessages.description],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(t.app, 'addcomplentPreLogin', { ...query, ...overrides });
      expect(response.statusCode, message).toBe(400);
      expect(Object.values(response.json().error.fields)[0], message).toBe(message);
    }
  });

  it('stores a query with its file for staff, claimed by the upload id only', async () => {
    const file = await upload(t.app, {
      type: 'complentsPreLogin',
      name: 'question.pdf',
      bytes: pdfOf(3000),
      contentType: 'application/pdf',
      visitor: true,
    });
    const wrongId = await call(t.app, 'addcomplentPreLogin', {
      ...query,
      fileName: file.filename,
      uploadId: '11111111-1111-4111-8111-111111111111',
    });
    expect(wrongId.statusCode).toBe(400);
    const stored = await call(t.app, 'addcomplentPreLogin', {
      ...query,
      fileName: file.filename,
      uploadId: file.uploadId,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const rows = await t.database.db.select().from(visitorQueries);
    expect(rows.map((row) => [row.name, row.email, row.storedName])).toContainEqual([
      'Kofi Boateng',
      'kofi@example.test',
      file.filename,
    ]);
  });

  it('refuses a flood of complaints from one account, saying so', async () => {
    const answers = [];
    for (let n = 0; n < 35; n++) {
      answers.push(await complain({ bpid: 'pv-2026', description: `Complaint ${n}` }));
    }
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json().error.message).toBe(uploadLimitMessages.tooManyComplaints(60));
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(10);
  });

  it('refuses a flood of queries from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) {
      statuses.push(
        (await call(t.app, 'addcomplentPreLogin', { ...query, description: `Query ${n}` })).statusCode,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
  });
});

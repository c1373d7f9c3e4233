import { blankPaperForm, type PaperForm } from '@aula/contract/paper-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsApp, sized } from '../../../test/applicants-fixture.ts';
import type { TestAccount } from '../../../test/factories.ts';
import { sampleGif, samplePdf, samplePng } from '../../../test/sample-files.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { grantOf } from '../../../test/upload-grants.ts';
import { batches, programs } from '../../db/schema/programs.ts';

let t: TestApp;
let me: TestAccount;
let neighbour: TestAccount;
let cookie: string;
let neighbourCookie: string;

/** 01:30 on 27 November at the university (Asia/Kolkata), still the 26th in UTC. */
const now = new Date('2026-11-26T20:00:00Z');
const today = '2026-11-27';

/** The stored names of my uploads: the server picks them, and each upload below notes its own. */
const documents: Record<'profilePhoto' | 'Signature' | 'tenthdoc' | 'tweledoc' | 'idproofdoc', string> = {
  profilePhoto: '1001-photo.gif',
  Signature: '1002-signature.png',
  tenthdoc: '1003-tenth.png',
  tweledoc: '1004-twelfth.png',
  idproofdoc: '1005-id.png',
};

function completeForm(): PaperForm {
  const form = blankPaperForm();
  form.tenth = { ...form.tenth, year: '2016', regNo: 'SC-1234' };
  form.tenth.subjects[0] = { subject: 'Mathematics', grade: 'A' };
  form.twelfth = { ...form.twelfth, year: '2018', regNo: 'HSC-5678' };
  form.twelfth.subjects[0] = { subject: 'Biology', grade: 'B' };
  form.programmeTable[0] = { title: 'Something else', ftime: 'yes', ptime: 'no' };
  return {
    ...form,
    ...documents,
    appTitle: 'Miss',
    firstName: 'Ama',
    surName: 'Owusu',
    phoneNo: '233244123456',
    nic: 'GHA-720011456-3',
    nationality: 'Ghanaian',
    address: '14 Ring Road East, Accra',
    dob: '2001-03-14',
    agreementName: 'Ama Owusu',
    payMode: 'direct',
    bankDraftNo: 'BD-42',
    todaydate: today,
  };
}

beforeAll(async () => {
  ({ t, me, neighbour, cookie, neighbourCookie } = await applicantsApp());
  const { db } = t.database;
  await db.insert(programs).values([
    {
      oid: 'TEST',
      pid: 'P1',
      category: 'pgdiploma',
      pname: 'PG Diploma in <b>Clinical</b> Research',
      details: { etype: 'instructor', ptitle: 'PG Diploma in Clinical Research', applicationForm: 'paper' },
    },
    { oid: 'TEST', pid: 'P2', category: 'graduate', pname: 'MBA', details: { etype: 'instructor' } },
  ]);
  const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31'), current: true };
  await db.insert(batches).values([
    { oid: 'TEST', bpid: 'B1', pid: 'P1', title: '2026', ...dates },
    { oid: 'TEST', bpid: 'B2', pid: 'P2', title: '2026', ...dates },
  ]);
  t.clock.set(now);
});

afterAll(async () => {
  t.clock.reset();
  await t.app.close();
});

const body = (account: TestAccount, extra: Record<string, unknown>) => ({
  oid: account.oid,
  eid: account.user.eid,
  pid: 'P1',
  bpid: 'B1',
  ...extra,
});
const save = (form: unknown, extra: Record<string, unknown> = {}, account = me, accountCookie = cookie) =>
  call(
    t.app,
    'updatePaperApplication',
    body(account, { appid: '', pstatus: 2, form, ...extra }),
    accountCookie,
  );
const fetch = (account = me, accountCookie = cookie, extra: Record<string, unknown> = {}) =>
  call(t.app, 'getPaperApplication', body(account, extra), accountCookie);

/** Asks for an upload address for my document and sends `bytes` to it as the browser would. */
async function upload(document: string, filename: string, filetype: string, bytes: Buffer) {
  const presigned = await call(
    t.app,
    'getPaperApplicationPresignedUrl',
    {
      oid: me.oid,
      eid: me.user.eid,
      bpid: 'B1',
      type: 'application',
      document,
      filetype,
      filename,
      size: bytes.length,
    },
    cookie,
  );
  if (presigned.statusCode !== 200) return presigned;
  if (document in documents) documents[document as keyof typeof documents] = presigned.json().filename;
  return t.app.inject({
    method: 'PUT',
    url: presigned.json().url,
    headers: { 'content-type': filetype },
    payload: bytes,
  });
}

/** Signs an upload of `type` and stores `bytes` at its key without the driver's check, as a forged PUT would. */
async function storeDirectly(document: keyof typeof documents, bytes: Buffer, type: string) {
  const presigned = await upload(document, documents[document], type, sized(samplePng, bytes.length));
  expect(presigned.statusCode, presigned.body).toBe(200);
  await t.files.put((await grantOf(t.database.db, documents[document])).uploadKey, bytes, type);
}

describe('the paper-style form', () => {
  it('opens empty at pstatus 0 with the programme, the e-mail and the university day', async () => {
    const response = await fetch();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      applicationid: null,
      pstatus: 0,
      ptitle: 'PG Diploma in Clinical Research',
      email: me.email,
      today,
      form: null,
    });
  });

  it('is refused for a program that does not take the paper form', async () => {
    const other = { pid: 'P2', bpid: 'B2' };
    expect((await fetch(me, cookie, other)).statusCode).toBe(404);
    expect((await save(completeForm(), other)).json().error.fields).toEqual({
      bpid: 'not a paper-form program',
    });
    const presigned = await call(
      t.app,
      'getPaperApplicationPresignedUrl',
      {
        oid: me.oid,
        eid: me.user.eid,
        bpid: 'B2',
        type: 'application',
        document: 'tenthdoc',
        filetype: 'image/png',
        filename: '1234-a.png',
        size: 60_000,
      },
      cookie,
    );
    expect(presigned.statusCode).toBe(404);
  });

  it('reports only the first failed check, at its field', async () => {
    const response = await save(blankPaperForm());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'form.profilePhoto': 'Please select Profile photo' });
    const form = completeForm();
    form.twelfth.subjects[0] = { subject: 'Biology', grade: '' };
    const grades = await save({ ...form, tenthdoc: '' });
    expect(grades.json().error.fields).toEqual({
      'form.twelfth.subjects.0.grade': 'Please enter 12th Standard grades',
    });
  });

  it('refuses a date of birth less than 10 years back', async () => {
    const response = await save({ ...completeForm(), dob: '2016-11-28' });
    expect(response.json().error.fields).toEqual({
      'form.dob': 'Date of birth must be at least 10 years ago',
    });
  });

  it("refuses a signature date before the university's today, though it is still that day in UTC", async () => {
    const response = await save({ ...completeForm(), todaydate: '2026-11-26' });
    expect(response.json().error.fields).toEqual({ 'form.todaydate': 'The date cannot be before today' });
  });

  it('signs uploads only for the kinds and sizes the field takes, with the label before the message', async () => {
    const small = await upload('Signature', '1111-s.png', 'image/png', sized(samplePng, 51_199));
    expect(small.json().error.message).toBe('file size is less than 50kb');
    const pdf = await upload('tenthdoc', '1112-t.pdf', 'image/png', sized(samplePdf, 60_000));
    expect(pdf.json().error.message).toBe(
      '10th certificate Only images with .jpg, .jpeg, .png extension are allowed.',
    );
    const gif = await upload('tenthdoc', '1113-t.gif', 'image/gif', sized(sampleGif, 60_000));
    expect(gif.statusCode).toBe(400);
  });

  it('judges the stored files by their bytes at the save', async () => {
    await upload('profilePhoto', documents.profilePhoto, 'image/gif', sized(sampleGif, 60_000));
    for (const name of ['Signature', 'tenthdoc', 'tweledoc'] as const) {
      const put = await upload(name, documents[name], 'image/png', sized(samplePng, 70_000));
      expect(put.statusCode, put.body).toBe(200);
    }
    // A PDF renamed .png, put there without the presigned check.
    // The upload of the PNG was put to the store first, then swapped: the copy checked at the save is refused.
    await storeDirectly('idproofdoc', sized(samplePdf, 70_000), 'image/png');
    const response = await save(completeForm());
    expect(response.json().error.fields).toEqual({
      'form.idproofdoc': 'ID proof Only images with .jpg, .jpeg, .png extension are allowed.',
    });
    expect(
      await t.files.head(`orgs/${me.oid}/applications/${me.user.id}/B1/${documents.idproofdoc}`),
    ).toBeNull();
  });

  it("does not take another applicant's uploads or application", async () => {
    const theirs = await save(completeForm(), {}, neighbour, neighbourCookie);
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json().error.fields)).toEqual(['form.profilePhoto']);
  });

  let applicationid: string;

  it('saves the form at pstatus 2, with the chosen programme first, the account e-mail and no payment for non-Mauritians', async () => {
    await upload('idproofdoc', documents.idproofdoc, 'image/png', sized(samplePng, 80_000));
    const response = await save({ ...completeForm(), email: me.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    applicationid = response.json().applicationid;
    expect(applicationid).toBe(`B1-${Math.floor(now.getTime() / 1000)}`);
    expect(response.json().pstatus).toBe(2);
    const saved = (await fetch()).json();
    expect(saved).toMatchObject({ applicationid, pstatus: 2 });
    expect(saved.form.programmeTable[0]).toEqual({
      title: 'PG Diploma in Clinical Research',
      ftime: 'yes',
      ptime: 'no',
    });
    expect(saved.form).toMatchObject({ email: me.email, payMode: '', bankDraftNo: '', firstName: 'Ama' });
    expect(Object.keys(saved.documentUrls).sort()).toEqual(Object.keys(documents).sort());
  });

  it('refuses a save once the form is submitted, and uploads with it', async () => {
    const again = await save(completeForm(), { appid: applicationid });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ pstatus: 'not editable' });
    const presigned = await upload('mastersdoc', '1234-m.png', 'image/png', sized(samplePng, 60_000));
    expect(presigned.statusCode).toBe(409);
  });

  it('refuses my application id to another applicant, and never shows them my form', async () => {
    const forged = await save(completeForm(), { appid: applicationid }, neighbour, neighbourCookie);
    expect(forged.statusCode).toBe(403);
    const theirs = (await fetch(neighbour, neighbourCookie)).json();
    expect(theirs).toMatchObject({ applicationid: null, pstatus: 0, form: null, email: neighbour.email });
    expect((await fetch(neighbour, neighbourCookie, { eid: me.user.eid })).statusCode).toBe(403);
  });
});

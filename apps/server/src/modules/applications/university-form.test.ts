import { educationTypeMessage } from '@aula/contract/application-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantsApp,
  sampleEducation,
  sampleGeneralInfo,
  sized,
} from '../../../test/applicants-fixture.ts';
import type { TestAccount } from '../../../test/factories.ts';
import { samplePdf, samplePng } from '../../../test/sample-files.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { applications } from '../../db/schema/applications.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import { batches, programs } from '../../db/schema/programs.ts';

/*
 * The form a program takes (its own setting, else the organisation's) and the university four-tab
 * form, which saves through the wizard's operations with its own rules, decided by the server.
 */

let t: TestApp;
let me: TestAccount;
let scholar: TestAccount;
let cookie: string;
let scholarCookie: string;

const generalinfo = sampleGeneralInfo;
const education = { ...sampleEducation, educationType: 'Under Graduate' };

beforeAll(async () => {
  ({ t, me, neighbour: scholar, cookie, neighbourCookie: scholarCookie } = await applicantsApp());
  const { db } = t.database;
  const instructor = { etype: 'instructor' as const };
  await db.insert(programs).values([
    {
      oid: 'TEST',
      pid: 'U',
      category: 'diploma',
      pname: 'Diploma',
      details: { ...instructor, applicationForm: 'university', evbab: true },
    },
    {
      oid: 'TEST',
      pid: 'U5',
      category: 'diploma',
      pname: 'Diploma 5',
      details: { ...instructor, applicationForm: 'university' },
    },
    { oid: 'TEST', pid: 'W', category: 'graduate', pname: 'MBA', details: instructor },
    {
      oid: 'TEST',
      pid: 'X',
      category: 'certificate',
      pname: 'Paper',
      details: { ...instructor, applicationForm: 'paper' },
    },
  ]);
  const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31'), current: true };
  await db
    .insert(batches)
    .values(
      ['U', 'U5', 'W', 'X'].map((pid) => ({ oid: 'TEST', bpid: `${pid}-B`, pid, title: '2026', ...dates })),
    );
  await db.insert(applications).values({
    oid: 'TEST',
    applicationid: 'U5-B-1780000000',
    eid: me.user.eid,
    pid: 'U5',
    bpid: 'U5-B',
    pstatus: 5,
  });
  await db.insert(partnerRegistrations).values({
    oid: 'TEST',
    email: scholar.user.eid,
    firstName: 'Kofi',
    lastName: 'Asante',
    learningCenter: 'GH-ACC-003',
    learningCenterName: 'Accra Learning Centre',
    registeredOn: '2026-04-28',
  });
});

afterAll(() => t.app.close());

function save(fields: Record<string, unknown>, account = me, accountCookie = cookie) {
  return call(
    t.app,
    'updateUserApplication',
    {
      oid: account.oid,
      eid: account.user.eid,
      emailid: account.email,
      action: 0,
      pid: 'U',
      bpid: 'U-B',
      appid: '',
      pstatus: 1,
      evbab: false,
      ...fields,
    },
    accountCookie,
  );
}
const fetchMine = (pid = 'U', account = me, accountCookie = cookie) =>
  call(
    t.app,
    'getUserApplication',
    { oid: account.oid, eid: account.user.eid, action: 1, pid, bpid: `${pid}-B` },
    accountCookie,
  );

/** Asks for an upload address, PUTs the bytes there, and answers the stored name the server chose. */
async function upload(document: string, filename: string, filetype: string, bytes: Buffer): Promise<string> {
  const presigned = await call(
    t.app,
    'getApplicationPresignedUrl',
    {
      oid: me.oid,
      eid: me.user.eid,
      type: 'application',
      bpid: 'U-B',
      document,
      filetype,
      filename,
      size: bytes.length,
    },
    cookie,
  );
  expect(presigned.statusCode, presigned.body).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: presigned.json().url,
    headers: { 'content-type': filetype },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return presigned.json().filename;
}

describe('the form a program takes', () => {
  it("the listing names each program's form: its own, else the organisation's wizard", async () => {
    const listing = await call(t.app, 'getPrograms', { oid: me.oid, eid: me.user.eid }, cookie);
    const forms = Object.fromEntries(
      Object.values(listing.json())
        .flat()
        .map((card) => [(card as { pid: string }).pid, (card as { form: string }).form]),
    );
    expect(forms).toEqual({ U: 'university', U5: 'university', W: 'wizard', X: 'paper' });
  });

  it("a program without its own setting takes the organisation's form", async () => {
    const { db } = t.database;
    const [row] = await db.select().from(organisations).where(eq(organisations.oid, 'TEST'));
    if (!row) throw new Error('no test organisation');
    await db
      .update(organisations)
      .set({ profile: { ...row.profile, applicationForm: 'university' } })
      .where(eq(organisations.oid, 'TEST'));
    try {
      expect((await fetchMine('W')).json().variant).toBe('university');
    } finally {
      await db.update(organisations).set({ profile: row.profile }).where(eq(organisations.oid, 'TEST'));
    }
    expect((await fetchMine('W')).json().variant).toBe('standard');
  });

  it('refuses the wizard operations for a program of the paper-style form', async () => {
    const read = await fetchMine('X');
    expect(read.statusCode).toBe(409);
    expect(read.json().error.fields).toEqual({ bpid: 'takes the paper application form' });
    const saved = await save({ pid: 'X', bpid: 'X-B', typeobj: 'generalinfo', appobj: generalinfo });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().error.fields).toEqual({ bpid: 'takes the paper application form' });
  });
});

describe('the university four-tab form', () => {
  let applicationid: string;

  it('is the variant the server gives a university program, whatever the partner data says', async () => {
    const mine = await fetchMine();
    expect(mine.json()).toMatchObject({ variant: 'university', pstatus: 0, applicationid: null });
    expect((await fetchMine('U', scholar, scholarCookie)).json().variant).toBe('university');
  });

  it('refuses a Scholarship section, which the form does not have', async () => {
    const response = await save({ typeobj: 'scholarship', appobj: { scholarship: 'No' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ typeobj: 'not part of this form' });
  });

  it('creates the application id at the first save and records the Non e-VBAB choice', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await save({ typeobj: 'generalinfo', appobj: generalinfo });
    expect(response.statusCode, response.body).toBe(200);
    applicationid = response.json().applicationid;
    const [bpid, seconds] = [applicationid.slice(0, 3), Number(applicationid.slice(4))];
    expect(bpid).toBe('U-B');
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect((await fetchMine()).json().scholarship).toEqual({
      scholarship: 'No',
      learningCenter: '',
      learningCentername: '',
    });
  });

  it("takes the university's education types only", async () => {
    const wizardType = await save({
      typeobj: 'education',
      appid: applicationid,
      appobj: { ...education, educationType: 'Graduation' },
    });
    expect(wizardType.statusCode).toBe(400);
    expect(wizardType.json().error.fields).toEqual({ 'appobj.educationType': educationTypeMessage });
    const response = await save({ typeobj: 'education', appid: applicationid, appobj: education });
    expect(response.statusCode, response.body).toBe(200);
    const wizard = await save({ pid: 'W', bpid: 'W-B', typeobj: 'education', appobj: education });
    expect(wizard.json().error.fields).toEqual({ 'appobj.educationType': educationTypeMessage });
  });

  it('e-VBAB is taken only from a partner registration, whose learning centre it records', async () => {
    const refused = await save({
      typeobj: 'generalinfo',
      appid: applicationid,
      appobj: generalinfo,
      evbab: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      evbab: 'To apply for scholarship, you need to register in the iLearn portal first',
    });
    const accepted = await save(
      { typeobj: 'generalinfo', appobj: generalinfo, evbab: true },
      scholar,
      scholarCookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await fetchMine('U', scholar, scholarCookie)).json().scholarship).toEqual({
      scholarship: 'Yes',
      learningCenter: 'GH-ACC-003',
      learningCentername: 'Accra Learning Centre',
    });
  });

  it('takes a PDF certificate and refuses a PDF renamed .png, checked from the bytes', async () => {
    const appobj = {
      Cetificates: await upload(
        'Cetificates',
        '1111-certificate.pdf',
        'application/pdf',
        sized(samplePdf, 90_000),
      ),
      Transcripts: await upload(
        'Transcripts',
        '2222-transcripts.png',
        'image/png',
        sized(samplePng, 120_000),
      ),
      'Other Government Proof': await upload(
        'Other Government Proof',
        '3333-id.png',
        'image/png',
        sized(samplePng, 70_000),
      ),
      'Profile Photo': await upload('Profile Photo', '4444-photo.png', 'image/png', sized(samplePdf, 80_000)),
    };
    const renamed = await save({ typeobj: 'uploaddoc', appid: applicationid, appobj });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({
      'appobj.Profile Photo': 'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
    });
    const photo = await upload('Profile Photo', '5555-photo.png', 'image/png', sized(samplePng, 80_000));
    const good = await save({
      typeobj: 'uploaddoc',
      appid: applicationid,
      appobj: { ...appobj, 'Profile Photo': photo },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(Object.keys((await fetchMine()).json().documentUrls)).toContain('Cetificates');
  });

  it('submits with its three sections saved (action 2, pstatus 2), then refuses any change', async () => {
    const submitted = await save({ action: 2, pstatus: 2, appid: applicationid });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({ applicationid, pstatus: 2 });
    const again = await save({ typeobj: 'education', appid: applicationid, appobj: education });
    expect(again.statusCode).toBe(409);
  });

  it('is not editable at pstatus 5, unlike the wizard (spec 3 §2)', async () => {
    const response = await save({
      pid: 'U5',
      bpid: 'U5-B',
      appid: 'U5-B-1780000000',
      typeobj: 'generalinfo',
      appobj: generalinfo,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ pstatus: 'not editable' });
    const presign = await call(
      t.app,
      'getApplicationPresignedUrl',
      {
        oid: me.oid,
        eid: me.user.eid,
        type: 'application',
        bpid: 'U5-B',
        document: 'Passport',
        filetype: 'image/png',
        filename: '1234-p.png',
        size: 60_000,
      },
      cookie,
    );
    expect(presign.statusCode).toBe(409);
  });
});

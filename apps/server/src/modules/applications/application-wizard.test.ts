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
import { grantOf } from '../../../test/upload-grants.ts';
import { applications } from '../../db/schema/applications.ts';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import { batches, programs } from '../../db/schema/programs.ts';

let t: TestApp;
let me: TestAccount;
let neighbour: TestAccount;
let cookie: string;
let neighbourCookie: string;

const generalinfo = sampleGeneralInfo;
const education = sampleEducation;

beforeAll(async () => {
  ({ t, me, neighbour, cookie, neighbourCookie } = await applicantsApp());
  const { db } = t.database;
  await db.insert(programs).values([
    { oid: 'TEST', pid: 'P1', category: 'undergraduate', pname: 'BBA', details: { etype: 'instructor' } },
    { oid: 'TEST', pid: 'P2', category: 'graduate', pname: 'MBA', details: { etype: 'instructor' } },
  ]);
  const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31'), current: true };
  await db.insert(batches).values([
    { oid: 'TEST', bpid: 'B1', pid: 'P1', title: '2026', ...dates },
    { oid: 'TEST', bpid: 'B2', pid: 'P2', title: '2026', ...dates },
  ]);
  await db.insert(applications).values({
    oid: 'TEST',
    applicationid: 'B2-1780000000',
    eid: me.user.eid,
    pid: 'P2',
    bpid: 'B2',
    pstatus: 3,
  });
  await db.insert(partnerRegistrations).values({
    oid: 'TEST',
    email: me.user.eid,
    firstName: 'Ama',
    lastName: 'Owusu',
    learningCenter: 'GH-ACC-003',
    learningCenterName: 'Accra Learning Centre',
    registeredOn: '2026-04-28',
  });
});

afterAll(() => t.app.close());

function save(account: TestAccount, accountCookie: string, fields: Record<string, unknown>) {
  return call(
    t.app,
    'updateUserApplication',
    {
      oid: account.oid,
      eid: account.user.eid,
      emailid: account.email,
      action: 0,
      pid: 'P1',
      bpid: 'B1',
      appid: '',
      pstatus: 1,
      ...fields,
    },
    accountCookie,
  );
}
const mine = (fields: Record<string, unknown>) => save(me, cookie, fields);
const fetchMine = (overrides: Record<string, unknown> = {}) =>
  call(
    t.app,
    'getUserApplication',
    { oid: me.oid, eid: me.user.eid, action: 1, pid: 'P1', bpid: 'B1', ...overrides },
    cookie,
  );

/** Asks for an address for my document (of `size` bytes). */
const askAddress = (document: string, filename: string, filetype: string, size: number) =>
  call(
    t.app,
    'getApplicationPresignedUrl',
    { oid: me.oid, eid: me.user.eid, type: 'application', bpid: 'B1', document, filetype, filename, size },
    cookie,
  );

/** Asks for an address for my document (of `size` bytes) and answers the stored name the server chose. */
async function presign(document: string, filename: string, filetype: string, size: number) {
  const presigned = await askAddress(document, filename, filetype, size);
  expect(presigned.statusCode, presigned.body).toBe(200);
  return presigned.json<{ url: string; filename: string }>();
}

/** Asks for an upload address for my document, sends `bytes` to it as the browser would, answers the stored name. */
async function upload(document: string, filename: string, filetype: string, bytes: Buffer): Promise<string> {
  const { url, filename: name } = await presign(document, filename, filetype, bytes.length);
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': filetype },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return name;
}

/**
 * Signs an upload of 60,000 bytes of `type` and stores `bytes` at its key without the driver's checks,
 * as a store that does not hold the signed size would; answers the stored name.
 */
async function storeDirectly(
  document: string,
  filename: string,
  bytes: Buffer,
  type: string,
): Promise<string> {
  const { filename: name } = await presign(document, filename, type, 60_000);
  await t.files.put((await grantOf(t.database.db, name)).uploadKey, bytes, type);
  return name;
}

describe('the application wizard', () => {
  let applicationid: string;
  /** The stored names of my documents, as the server chose them. */
  let mineStored: Record<string, string> = {};

  it('checks a section in the spec order and reports only the first failure', async () => {
    const response = await mine({
      typeobj: 'generalinfo',
      appobj: { ...generalinfo, firstName: ' ', email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'appobj.firstName': 'Name cannot be empty' });
    const zeros = await mine({ typeobj: 'generalinfo', appobj: { ...generalinfo, contact: '000' } });
    expect(zeros.json().error.fields).toEqual({ 'appobj.contact': 'Phone number cannot be empty' });
    const country = await mine({
      typeobj: 'generalinfo',
      appobj: { ...generalinfo, perNation: 'Not Applicable' },
    });
    expect(country.json().error.fields).toEqual({ 'appobj.perNation': 'Select Country of residence' });
    const school = await mine({ typeobj: 'education', appobj: { ...education, universityZip: '' } });
    expect(school.json().error.fields).toEqual({ 'appobj.universityZip': 'Please enter the Pincode' });
  });

  it('creates the application id (bpid-UnixSeconds) at the first save and fills the form from it', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const response = await mine({ typeobj: 'generalinfo', appobj: generalinfo });
    t.clock.reset();
    expect(response.statusCode, response.body).toBe(200);
    applicationid = response.json().applicationid;
    expect(response.json()).toEqual({ applicationid: 'B1-1795168800', pstatus: 1 });
    const fetched = await fetchMine({ appid: applicationid });
    expect(fetched.json()).toMatchObject({
      applicationid,
      pstatus: 1,
      generalinfo: { ...generalinfo, middleName: '' },
      education: null,
      evbabdata: { learning_center: 'GH-ACC-003' },
    });
  });

  it('gives a pre-registered applicant their variant: the scholarship answered, its own checks', async () => {
    const fetched = (await fetchMine()).json();
    expect(fetched.variant).toBe('preRegistered');
    expect(fetched.scholarship).toEqual({
      scholarship: 'Yes',
      learningCenter: 'GH-ACC-003',
      learningCentername: 'Accra Learning Centre',
    });
    const withoutParents = await mine({
      typeobj: 'generalinfo',
      appid: applicationid,
      appobj: { ...generalinfo, fatherName: '', motherName: '' },
    });
    expect(withoutParents.statusCode, withoutParents.body).toBe(200);
    const govtId = await mine({
      typeobj: 'generalinfo',
      appid: applicationid,
      appobj: { ...generalinfo, otherId: '' },
    });
    expect(govtId.json().error.fields).toEqual({ 'appobj.otherId': 'Govt ID  cannot be empty' });
    const school = await mine({
      typeobj: 'education',
      appid: applicationid,
      appobj: { ...education, schoolName: '' },
    });
    expect(school.json().error.fields).toEqual({
      'appobj.schoolName': 'Institution/College Name cannot be empty',
    });

    const theirs = await save(neighbour, neighbourCookie, {
      typeobj: 'generalinfo',
      appobj: { ...generalinfo, fatherName: '' },
    });
    expect(theirs.json().error.fields).toEqual({
      'appobj.fatherName': 'Father name or Mother name cannot be empty',
    });
    const standard = await call(
      t.app,
      'getUserApplication',
      { oid: neighbour.oid, eid: neighbour.user.eid, action: 1, pid: 'P1', bpid: 'B1' },
      neighbourCookie,
    );
    expect(standard.json()).toMatchObject({ variant: 'standard', scholarship: null, evbabdata: null });
  });

  it("refuses another applicant's application id, and does not show them mine", async () => {
    const response = await save(neighbour, neighbourCookie, {
      appid: applicationid,
      typeobj: 'education',
      appobj: education,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ appid: 'not your application' });
    const theirs = await call(
      t.app,
      'getUserApplication',
      { oid: neighbour.oid, eid: neighbour.user.eid, action: 1, pid: 'P1', bpid: 'B1', appid: applicationid },
      neighbourCookie,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Ring Road');
  });

  it('refuses a submit before every section is saved', async () => {
    const response = await mine({ action: 2, pstatus: 2, appid: applicationid });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ typeobj: 'education not saved' });
  });

  it('refuses a save whose pstatus does not go with its action', async () => {
    const response = await mine({ typeobj: 'education', appobj: education, pstatus: 2 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['pstatus']);
  });

  it('refuses at the address a file of the wrong size or kind, in the spec words with its label', async () => {
    const ask = (document: string, filename: string, size: number, filetype = 'image/png') =>
      call(
        t.app,
        'getApplicationPresignedUrl',
        {
          oid: me.oid,
          eid: me.user.eid,
          type: 'application',
          bpid: 'B1',
          document,
          filetype,
          filename,
          size,
        },
        cookie,
      );
    expect((await ask('Passport', '1234-p.png', 50_176)).json().error.message).toBe(
      'file size is less than 50kb',
    );
    expect((await ask('Passport', '1234-p.png', 257_024)).json().error.message).toBe(
      'file size is greater than 250kb',
    );
    expect((await ask('Passport', '1234-p.pdf', 60_000, 'application/pdf')).json().error.message).toBe(
      'Passport Only images with .jpg, .jpeg, .png extension are allowed.',
    );
    expect((await ask('Cetificates', '1234-c.gif', 60_000)).json().error.message).toBe(
      'Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.',
    );
    expect((await ask('Passport', '123-p.png', 60_000)).statusCode).toBe(400);
  });

  it('names stored documents itself: the digits the browser sent are not the key', async () => {
    const first = await presign('Transcripts', '1234-notes.png', 'image/png', 60_000);
    const second = await presign('Transcripts', '1234-notes.png', 'image/png', 60_000);
    for (const { filename } of [first, second]) expect(filename).toMatch(/^[1-9]\d{3}-notes\.png$/);
    // The browser's digits come back only by chance, never twice in a row.
    expect([first.filename, second.filename]).not.toEqual(['1234-notes.png', '1234-notes.png']);
    expect(first.url).not.toContain('notes');
  });

  it('checks the stored bytes: an image of 49 KB or 251 KB and a PDF renamed .png are refused', async () => {
    const names = {
      Cetificates: await upload('Cetificates', '1111-cert.pdf', 'application/pdf', sized(samplePdf, 60_000)),
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
        sized(samplePng, 60_000),
      ),
      'Profile Photo': await upload('Profile Photo', '4444-photo.png', 'image/png', sized(samplePdf, 60_000)),
    };
    mineStored = names;
    const uploaddoc = (overrides: Record<string, string>) => ({
      typeobj: 'uploaddoc',
      appid: applicationid,
      appobj: { ...names, ...overrides },
    });

    const renamed = await mine(uploaddoc({}));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({
      'appobj.Profile Photo': 'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
    });

    const smallName = await storeDirectly(
      'Profile Photo',
      '5555-small.png',
      sized(samplePng, 50_176),
      'image/png',
    );
    const small = await mine(uploaddoc({ 'Profile Photo': smallName }));
    expect(small.json().error.fields).toEqual({
      'appobj.Profile Photo': 'file size is less than 50kb',
    });

    const largeName = await storeDirectly(
      'Profile Photo',
      '6666-large.png',
      sized(samplePng, 257_024),
      'image/png',
    );
    const large = await mine(uploaddoc({ 'Profile Photo': largeName }));
    expect(large.json().error.fields).toEqual({
      'appobj.Profile Photo': 'file size is greater than 250kb',
    });

    const photoAddress = await presign('Profile Photo', '7777-photo.png', 'image/png', 80_000);
    const putPhoto = (bytes: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: photoAddress.url,
        headers: { 'content-type': 'image/png' },
        payload: bytes,
      });
    expect((await putPhoto(sized(samplePng, 80_000))).statusCode).toBe(200);
    names['Profile Photo'] = photoAddress.filename;
    const good = await mine(uploaddoc({}));
    expect(good.statusCode, good.body).toBe(200);
    // The saved document's address takes no other bytes behind its .png name.
    expect((await putPhoto(sized(samplePdf, 80_000))).statusCode).toBe(409);

    const fetched = await fetchMine();
    const urls = fetched.json().documentUrls;
    expect(Object.keys(urls).sort()).toEqual([
      'Cetificates',
      'Other Government Proof',
      'Profile Photo',
      'Transcripts',
    ]);
    const photo = await t.app.inject({ method: 'GET', url: urls['Profile Photo'] });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(sized(samplePng, 80_000))).toBe(true);
  });

  it('does not let another applicant claim my stored documents', async () => {
    await save(neighbour, neighbourCookie, { typeobj: 'generalinfo', appobj: generalinfo });
    const response = await save(neighbour, neighbourCookie, {
      typeobj: 'uploaddoc',
      appobj: mineStored,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['appobj.Cetificates']);
  });

  it('asks the partner registry before a Yes to the scholarship, and takes the learning centre from it', async () => {
    const theirs = await save(neighbour, neighbourCookie, {
      typeobj: 'scholarship',
      appobj: { scholarship: 'Yes' },
    });
    expect(theirs.json().error.fields).toEqual({
      'appobj.scholarship': 'To apply for scholarship, you need to register in the iLearn portal first',
    });
    const response = await mine({
      typeobj: 'scholarship',
      appid: applicationid,
      appobj: { scholarship: 'Yes', learningCenter: 'ELSEWHERE' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await fetchMine()).json().scholarship).toEqual({
      scholarship: 'Yes',
      learningCenter: 'GH-ACC-003',
      learningCentername: 'Accra Learning Centre',
    });
  });

  it('submits once every section is saved, then refuses any change', async () => {
    expect((await mine({ typeobj: 'education', appobj: education, appid: applicationid })).statusCode).toBe(
      200,
    );
    const submitted = await mine({ action: 2, pstatus: 2, appid: applicationid });
    expect(submitted.json()).toEqual({ applicationid, pstatus: 2 });
    const again = await mine({ typeobj: 'education', appobj: education, appid: applicationid });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ pstatus: 'not editable' });
    expect((await mine({ action: 2, pstatus: 2, appid: applicationid })).statusCode).toBe(409);
    const address = await askAddress('Passport', '1234-passport.png', 'image/png', 60_000);
    expect(address.statusCode).toBe(409);
    expect(address.json().error.fields).toEqual({ bpid: 'not editable' });
  });

  it('refuses to save an accepted application (pstatus 3)', async () => {
    const response = await mine({ pid: 'P2', bpid: 'B2', typeobj: 'education', appobj: education });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a submit that skips the sections (pstatus 0 to 2)', async () => {
    const response = await save(neighbour, neighbourCookie, { pid: 'P2', bpid: 'B2', action: 2, pstatus: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ pstatus: 'not allowed from here' });
  });
});

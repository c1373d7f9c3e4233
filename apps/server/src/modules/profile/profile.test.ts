import { fileMessages } from '@aula/contract/account-uploads';
import { personNameMessage } from '@aula/contract/person-name';
import { profileMessages, type UserProfile } from '@aula/contract/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, pngOf, upload } from '../../../test/account-files.ts';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';

let t: TestApp;
let me: TestAccount;
let other: TestAccount;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await createLearner(t.database.db, { name: 'Asha Mensah' });
  other = await createLearner(t.database.db, { name: 'Bo Other' });
  await createBatch(t.database.db, 'pv-2026', { ptitle: 'Certificate in Pharmacovigilance' });
  await createBatch(t.database.db, 'dh-2026', { ptitle: 'Certificate in Digital Health' });
  await enrol(t.database.db, me, 'pv-2026');
  await enrol(t.database.db, me, 'dh-2026');
  await t.database.db.update(enrolments).set({ usn: 'ADU26PV0042' }).where(eq(enrolments.bpid, 'pv-2026'));
  cookie = await signIn(t.app, me.email, me.password);
  otherCookie = await signIn(t.app, other.email, other.password);
});
afterAll(() => t.app.close());

const mine = () => ({ oid: 'TEST', eid: me.email });

function uploadMine(type: string, name: string, bytes: Buffer, contentType: string, who = me, c = cookie) {
  return upload(t.app, { type, name, bytes, contentType, cookie: c, eid: who.email });
}

async function fields(overrides: Record<string, unknown> = {}) {
  const photo = await uploadMine('profiledetails', 'me.png', pngOf(60_000), 'image/png');
  return {
    ...mine(),
    profilepicname: photo.filename,
    uname: 'Asha',
    lstname: 'Mensah-Owusu',
    dob: '1998-04-12',
    councode: '233',
    ads: '12 Ring Road, Accra',
    cno: '244123456',
    passportno: 'G1234567',
    othergovid: '',
    highdeg: 'BPharm',
    workexp: '3 years, community pharmacy',
    docname: [],
    certificates: [],
    markscards: [],
    ...overrides,
  };
}

function save(body: unknown, c = cookie) {
  return call(t.app, 'updateuserprofile', body, c);
}

describe('getUserProfile', () => {
  it("starts from the account's name and e-mail, with each programme's USN or none", async () => {
    const response = await call(t.app, 'getUserProfile', mine(), cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserProfile>()).toMatchObject({
      UNAME: 'Asha',
      LASTNAME: 'Mensah',
      EMAILID: me.email,
      PROFILEPICURL: null,
      DOCUMENTNAME: [],
      candidateIds: [
        { bpid: 'dh-2026', pname: 'Certificate in Digital Health', usn: null },
        { bpid: 'pv-2026', pname: 'Certificate in Pharmacovigilance', usn: 'ADU26PV0042' },
      ],
    });
  });
});

describe('updateuserprofile', () => {
  it('saves the fields and files, serves them to their owner only, and renames the account', async () => {
    const document = await uploadMine('profiledocs', 'degree.pdf', pdfOf(80_000), 'application/pdf');
    const response = await save(await fields({ docname: [document.filename] }));
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<UserProfile>();
    expect(profile).toMatchObject({ UNAME: 'Asha', LASTNAME: 'Mensah-Owusu', CNO: '244123456' });
    expect(profile.PROFILEPICNAME).toMatch(/^[1-9]\d{3}-me\.png$/);
    expect(profile.DOCUMENTNAME.map((file) => file.name)).toEqual([document.filename]);

    const url = profile.DOCUMENTNAME[0]?.url ?? '';
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    // The checked document's address is spent: other bytes behind its .pdf name never reach it.
    const swap = await t.app.inject({
      method: 'PUT',
      url: document.url,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.alloc(80_000, 0x3c),
    });
    expect(swap.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie } })).rawPayload.equals(pdfOf(80_000)),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: otherCookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const session = await call(t.app, 'auth/currentSession', {}, cookie);
    expect(session.json().user.attributes.name).toBe('Asha Mensah-Owusu');
  });

  it('deletes a document left out of the list, row and bytes', async () => {
    const before = (await call(t.app, 'getUserProfile', mine(), cookie)).json<UserProfile>();
    const url = before.DOCUMENTNAME[0]?.url ?? '';
    const response = await save({ ...(await fields()), profilepicname: before.PROFILEPICNAME, docname: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserProfile>().DOCUMENTNAME).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });

  it("refuses another learner's upload and file names, and an upload claimed twice", async () => {
    const theirs = await uploadMine(
      'profiledocs',
      'theirs.pdf',
      pdfOf(60_000),
      'application/pdf',
      other,
      otherCookie,
    );
    const stolen = await save(await fields({ docname: [theirs.filename] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields).toHaveProperty('docname');

    const eid = await save({ ...(await fields()), eid: other.email });
    expect(eid.statusCode).toBe(403);

    const once = await uploadMine('profiledocs', 'once.pdf', pdfOf(60_000), 'application/pdf');
    const twice = await save(await fields({ docname: [once.filename], certificates: [once.filename] }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('certificates');
    // Nothing of the refused save stayed: the upload may still be used.
    expect((await save(await fields({ docname: [once.filename] }))).statusCode).toBe(200);
  });

  it('checks the fields in the order of the spec, answering the first message', async () => {
    const base = await fields();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ profilepicname: '', uname: '', cno: '' }, profileMessages.photo],
      [{ uname: ' ', dob: '' }, profileMessages.name],
      [{ dob: '2010-01-02', councode: '' }, profileMessages.dob],
      [{ councode: '', ads: '' }, profileMessages.countryCode],
      [{ ads: '', cno: '' }, profileMessages.address],
      [{ cno: '', passportno: '' }, profileMessages.phone],
      [{ passportno: '', highdeg: '' }, profileMessages.passport],
      [{ highdeg: '', workexp: '' }, profileMessages.highestDegree],
      [{ workexp: '' }, profileMessages.workExperience],
    ];
    for (const [overrides, message] of cases) {
      const response = await save({ ...base, ...overrides });
      expect(response.statusCode, message).toBe(400);
      expect(Object.values(response.json().error.fields)[0], message).toBe(message);
    }
    expect((await save({ ...base, dob: '2010-01-01' })).statusCode).toBe(200);
  });

  it('refuses a given or family name that is not a name, and keeps the account name', async () => {
    const base = await fields();
    for (const overrides of [
      { uname: 'Dr. <b>Forged</b> "Name"' },
      { uname: '\u200b\u2060' },
      { lstname: 'Mensah\u200b' },
      { lstname: 'x'.repeat(81) },
    ]) {
      const response = await save({ ...base, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.values(response.json().error.fields)).toEqual([personNameMessage]);
    }
    const [account] = await t.database.db.select().from(users).where(eq(users.eid, me.email));
    expect(account?.name).not.toContain('Forged');
  });

  it('refuses files too small, too large, or not what their name says, from the bytes', async () => {
    const tiny = await call(
      t.app,
      'getPresignedUrl',
      { ...mine(), type: 'profiledocs', filetype: 'application/pdf', filename: 'a.pdf', size: 49 * 1024 },
      cookie,
    );
    expect(tiny.json().error.message).toBe(fileMessages.tooSmall);
    const big = await call(
      t.app,
      'getPresignedUrl',
      { ...mine(), type: 'profiledocs', filetype: 'application/pdf', filename: 'a.pdf', size: 251 * 1024 },
      cookie,
    );
    expect(big.json().error.message).toBe(fileMessages.documentTooLarge);

    const renamed = await uploadMine('profiledetails', 'photo.png', pdfOf(60_000), 'image/png');
    const response = await save(await fields({ profilepicname: renamed.filename }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.profilepicname).toBe(fileMessages.photoType);
  });
});

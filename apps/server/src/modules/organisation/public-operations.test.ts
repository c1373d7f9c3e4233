import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedBundle, minimalBundle, writeBundle } from '../../../test/bundle-fixture.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { certificates } from '../../db/schema/records.ts';

/*
 * A portal that serves TESTORG (imported first) holds a second organisation, OTHERORG, with its own
 * catalogue, partner registrations, a certificate and media. Anonymous calls must not reach any of it.
 */

let t: TestApp;
const folders: string[] = [];
const registration = {
  email: 'scholar@partner.example',
  first_name: 'Kofi',
  last_name: 'Asante',
  learning_center: 'GH-ACC-003',
  learning_center_name: 'Accra Learning Centre',
  registeredOn: '2026-04-28',
};

async function importBundle(files: Record<string, unknown>) {
  const folder = await writeBundle({ ...files, 'partner-registrations.json': [registration] });
  folders.push(folder);
  await importContent(t.database.db, folder, t);
}

async function issueCertificate(oid: string, certno: string) {
  await t.database.db.insert(certificates).values({
    oid,
    certno,
    eid: 'someone@example.test',
    bpid: 'pharmd-2026',
    pid: 'pharmd',
    learnerName: 'Some One',
    programTitle: 'Doctor of Pharmacy',
    issuedOn: '2026-05-01',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(minimalBundle());
  await importBundle(changedBundle(['organisation.json', ['oid'], 'OTHERORG']));
  await issueCertificate('TESTORG', 'AULA-2026-000001');
  await issueCertificate('OTHERORG', 'AULA-2026-000002');
});

afterAll(async () => {
  await t.app.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const notServed = { oid: 'not the organisation of this portal' };

describe('public operations answer only for the served organisation', () => {
  it.each([
    ['getAllProgramList', {}],
    ['getProgramDetail', { pid: 'pharmd' }],
    ['getGoogleCloudResponse', { emailid: registration.email }],
    ['verifyCertificate', { certno: 'AULA-2026-000002' }],
  ])('%s answers for the served organisation and 403 for another', async (name, body) => {
    const served = await call(t.app, name, { oid: 'TESTORG', ...body });
    expect(served.statusCode, served.body).not.toBe(403);
    const other = await call(t.app, name, { oid: 'OTHERORG', ...body });
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json().error.fields).toEqual(notServed);
  });

  it("finds the served organisation's own records", async () => {
    const list = await call(t.app, 'getAllProgramList', { oid: 'TESTORG' });
    expect(list.json().DoctorofPharmacy).toEqual([
      { pid: 'pharmd', bpid: 'pharmd-2026', pname: 'Doctor of Pharmacy' },
    ]);
    const check = await call(t.app, 'getGoogleCloudResponse', {
      oid: 'TESTORG',
      emailid: registration.email,
    });
    expect(check.json()).toEqual({ message: 'Successful' });
    const verified = await call(t.app, 'verifyCertificate', { oid: 'TESTORG', certno: 'AULA-2026-000001' });
    expect(verified.json().learnerName).toBe('Some One');
  });
});

describe('/media/<oid>/', () => {
  // Public pictures (a course's PDF is served only under a signed address: ADR 0095).
  it("serves the served organisation's files and not another's", async () => {
    const own = await t.app.inject({ url: '/media/TESTORG/images/pharmd.svg' });
    expect(own.statusCode).toBe(200);
    expect(await t.files.exists('orgs/OTHERORG/media/images/pharmd.svg')).toBe(true);
    const other = await t.app.inject({ url: '/media/OTHERORG/images/pharmd.svg' });
    expect(other.statusCode).toBe(404);
  });
});

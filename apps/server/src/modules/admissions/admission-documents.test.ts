import { hash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdmissionsWorld,
  createAdmissionsWorld,
  hostileAnswer,
  transcriptBytes,
} from '../../../test/admissions-fixture.ts';
import { signIn } from '../../../test/factories.ts';
import { signInPassword, staffSession, storedStaffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { documentAddresses } from './document-address.ts';

let t: TestApp;
let world: AdmissionsWorld;
let counsellorA: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  world = await createAdmissionsWorld(db, t.files);
  counsellorA = await storedStaffSession(db, world.counsellorA, t.clock);
  admin = await storedStaffSession(db, world.admin, t.clock);
});
afterAll(() => t.app.close());

interface Detail {
  application: {
    applicationid: string;
    name: string;
    version: number;
    formVariant: string;
    returnable: boolean;
    sections: { section: string; fields: { name: string; value: string }[] }[];
    documents: { field: string; name: string; type: string; url: string }[];
    decisions: unknown[];
  };
}

async function open(cookie: string, applicationid: string) {
  const response = await call(t.app, 'staff/getAdmission', { oid: 'TEST', applicationid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Detail>().application;
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The session id a cookie names, as the server stores it: to sign an address as the server would. */
const sessionIdOf = (cookie: string) => hash('sha256', cookie.split('=')[1] ?? '', 'hex');

describe('one application, as the applicant filled it', () => {
  it("shows the wizard's sections in tab order, every value as text, and the version to decide on", async () => {
    const application = await open(counsellorA, world.ids.ama);
    expect(application).toMatchObject({ version: 3, formVariant: 'preRegistered', returnable: true });
    expect(application.sections.map((section) => section.section)).toEqual([
      'generalinfo',
      'education',
      'uploaddoc',
      'scholarship',
    ]);
    const general = application.sections[0]?.fields ?? [];
    // In the form's order, whatever order the database keeps the answers in.
    expect(general.slice(0, 4).map((field) => field.name)).toEqual([
      'firstName',
      'middleName',
      'lastName',
      'email',
    ]);
    expect(general).toContainEqual({ name: 'motherName', value: hostileAnswer });
    expect(general).toContainEqual({ name: 'sameAddress', value: 'Yes' });
    expect(application.sections[3]?.fields).toContainEqual({ name: 'scholarship', value: 'Yes' });
    expect(application.decisions).toEqual([]);
  });

  it("shows the paper form's parts A to G, its tables a row a field, and says it cannot be returned", async () => {
    const application = await open(admin, world.ids.fay);
    expect(application).toMatchObject({ formVariant: 'paper', returnable: false, documents: [] });
    expect(application.sections.map((section) => section.section)).toEqual([
      'applicant',
      'programme',
      'academic',
      'payment',
      'declaration',
      'documents',
      'checklist',
    ]);
    expect(application.sections[0]?.fields).toContainEqual({ name: 'surName', value: 'Ramsamy' });
    expect(application.sections[1]?.fields).toEqual([
      { name: 'programmeTable.1', value: 'title: BCom, ftime: yes, ptime: no' },
    ]);
    expect((await open(admin, world.ids.eve)).returnable).toBe(false);
  });

  it('refuses an application outside the scope, and an unknown one, alike and without data', async () => {
    for (const applicationid of [world.ids.dee, 'BA-0000000000']) {
      const response = await call(t.app, 'staff/getAdmission', { oid: 'TEST', applicationid }, counsellorA);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.fields).toEqual({ applicationid: 'outside your scope' });
      expect(response.body).not.toContain('Dee');
    }
  });
});

describe("an applicant's documents", () => {
  it('lists each with its kind, opened at an address that works for this session only', async () => {
    const { documents } = await open(counsellorA, world.ids.ama);
    expect(documents).toHaveLength(1);
    const [transcripts] = documents;
    expect(transcripts).toMatchObject({ field: 'Transcripts', name: 'transcripts.pdf', type: 'pdf' });
    const url = transcripts?.url ?? '';
    const served = await get(url, counsellorA);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(transcriptBytes)).toBe(true);

    // The same address in another session (even one in scope), or with none, opens nothing.
    const wide = await storedStaffSession(t.database.db, world.counsellorAll, t.clock);
    expect((await get(url, wide)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    const ownAddress = (await open(wide, world.ids.ama)).documents[0]?.url ?? '';
    expect((await get(ownAddress, wide)).statusCode).toBe(200);
  });

  it('opens for the owner and staff in scope only, and an address expires', async () => {
    const { db } = t.database;
    const now = t.clock.now();
    const owner = await signIn(t.app, world.ama.email, world.ama.password);
    const stranger = await signIn(t.app, world.dee.email, world.dee.password);
    const ownerAddress = documentAddresses.address(sessionIdOf(owner), [world.ids.ama, 'Transcripts'], now);
    expect((await get(ownerAddress, owner)).statusCode).toBe(200);
    const strangerAddress = documentAddresses.address(
      sessionIdOf(stranger),
      [world.ids.ama, 'Transcripts'],
      now,
    );
    const refused = await get(strangerAddress, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('%PDF');

    // A counsellor of another programme: the same answer as for an application that does not exist.
    const counsellorB = (await staffSession(db, [{ role: 'counsellor', scope: 'PB' }])).cookie;
    const outOfScope = await get(
      documentAddresses.address(sessionIdOf(counsellorB), [world.ids.ama, 'Transcripts'], now),
      counsellorB,
    );
    const unknown = await get(
      documentAddresses.address(sessionIdOf(counsellorB), ['BB-0000000000', 'Transcripts'], now),
      counsellorB,
    );
    expect([outOfScope.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(outOfScope.body).toBe(unknown.body);

    const owing = (await signInPassword(t.app, world.counsellorA)).cookie;
    const beforeFactor = await get(
      documentAddresses.address(sessionIdOf(owing), [world.ids.ama, 'Transcripts'], now),
      owing,
    );
    expect(beforeFactor.statusCode).toBe(403);
    expect(beforeFactor.json().error.code).toBe('SECOND_FACTOR_REQUIRED');

    const address = (await open(counsellorA, world.ids.ama)).documents[0]?.url ?? '';
    t.clock.set(new Date(now.getTime() + 16 * 60_000));
    try {
      const expired = await get(address, counsellorA);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.fields).toEqual({ expires: 'has passed' });
    } finally {
      t.clock.reset();
    }
  });
});

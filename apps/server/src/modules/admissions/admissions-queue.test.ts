import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdmissionsWorld,
  benName,
  createAdmissionsWorld,
  hostileName,
} from '../../../test/admissions-fixture.ts';
import { signIn } from '../../../test/factories.ts';
import { signInPassword, storedStaffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

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

interface Page {
  rows: { applicationid: string; name: string; pname: string; formVariant: string; evbab: boolean }[];
  total: number;
  programs: { pid: string; pname: string }[];
}

async function list(cookie: string, filter: Record<string, unknown> = {}) {
  const response = await call(t.app, 'staff/listAdmissions', { oid: 'TEST', ...filter }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
const ids = (page: Page) => page.rows.map((row) => row.applicationid);

describe("the admissions queue: a counsellor's programmes only", () => {
  it("lists the counsellor's programme, oldest first, 25 a page, with the total and their programmes", async () => {
    const first = await list(counsellorA);
    expect(first.total).toBe(world.bulk + 2);
    expect(first.rows).toHaveLength(25);
    expect(first.programs).toEqual([{ pid: 'PA', pname: 'Diploma in Care' }]);
    const second = await list(counsellorA, { page: 1 });
    expect(ids(second)).toEqual(['BA-1787000025', 'BA-1787000026', world.ids.ama, world.ids.ben]);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(world.bulk + 2);
    for (const other of [world.ids.dee, world.ids.eve, world.ids.fay]) {
      expect(JSON.stringify([first, second])).not.toContain(other);
    }
  });

  it('refuses a programme outside the scope, and one that does not exist, alike and without data', async () => {
    for (const pid of ['PB', 'NOPE']) {
      const response = await call(t.app, 'staff/listAdmissions', { oid: 'TEST', pid }, counsellorA);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        fields: { pid: 'outside your scope' },
      });
      expect(response.body).not.toContain('Dee');
    }
  });

  it('gives an admin every programme and an organisation-wide counsellor the same', async () => {
    const wide = await storedStaffSession(t.database.db, world.counsellorAll, t.clock);
    for (const cookie of [admin, wide]) {
      const page = await list(cookie, { page: 1 });
      expect(page.total).toBe(world.bulk + 5);
      expect(page.programs.map((program) => program.pid).sort()).toEqual(['PA', 'PB', 'PP', 'PU']);
    }
  });

  it('filters by queue, programme, form, e-VBAB and the days of submission', async () => {
    expect(ids(await list(counsellorA, { queue: 'approved' }))).toEqual([world.ids.cy]);
    expect(ids(await list(admin, { pid: 'PB' }))).toEqual([world.ids.dee]);
    expect(ids(await list(admin, { formVariant: 'preRegistered' }))).toEqual([world.ids.ama]);
    expect(ids(await list(admin, { formVariant: 'university' }))).toEqual([world.ids.eve]);
    expect(ids(await list(admin, { formVariant: 'paper' }))).toEqual([world.ids.fay]);
    expect((await list(admin, { formVariant: 'standard' })).total).toBe(world.bulk + 2);
    expect(ids(await list(admin, { evbab: true }))).toEqual([world.ids.ama]);
    expect((await list(admin, { evbab: false })).total).toBe(world.bulk + 4);
    const between = await list(admin, { submittedFrom: '2026-09-01', submittedTo: '2026-09-12' });
    expect(ids(between)).toEqual([world.ids.ama, world.ids.dee, world.ids.eve]);
    expect((await list(admin, { submittedFrom: '2026-09-13' })).total).toBe(2);
  });

  it('searches names, e-mails and application ids, taking % and _ literally', async () => {
    expect(ids(await list(counsellorA, { q: 'AMA@EXAMPLE' }))).toEqual([world.ids.ama]);
    expect(ids(await list(counsellorA, { q: '1788100' }))).toEqual([world.ids.ben]);
    expect((await list(counsellorA, { q: 'bulk applicant 1' })).total).toBe(10);
    expect(ids(await list(counsellorA, { queue: 'approved', q: '100%' }))).toEqual([world.ids.cy]);
    expect(ids(await list(counsellorA, { queue: 'approved', q: 'n_N' }))).toEqual([world.ids.cy]);
    expect((await list(counsellorA, { q: '%' })).total).toBe(0);
    expect((await list(counsellorA, { q: '_' })).total).toBe(0);
    expect((await list(counsellorA, { q: 'Dee' })).total).toBe(0);
  });

  it('sorts by submission, name or programme, either way', async () => {
    expect(ids(await list(counsellorA, { direction: 'desc' }))[0]).toBe(world.ids.ben);
    const byName = await list(counsellorA, { q: 'Bulk', sort: 'name', direction: 'desc' });
    expect(byName.rows[0]?.name).toBe('Bulk Applicant 26');
    expect((await list(counsellorA, { q: 'Bulk', sort: 'name' })).rows[0]?.name).toBe('Bulk Applicant 00');
    const byProgramme = await list(admin, { sort: 'program', direction: 'desc' });
    expect(byProgramme.rows[0]?.applicationid).toBe(world.ids.dee);
    expect((await list(admin, { sort: 'program' })).rows[0]?.applicationid).toBe(world.ids.fay);
  });

  it("sends an applicant's HTML back as the text it is, and the programme's name without its tags", async () => {
    const row = (await list(counsellorA, { q: 'ama@' })).rows[0];
    expect(row).toMatchObject({ name: hostileName, pname: 'Diploma in Care', formVariant: 'preRegistered' });
    expect(row?.evbab).toBe(true);
  });

  it('refuses a learner, an instructor, a session owing its second factor and another organisation', async () => {
    const { db } = t.database;
    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    const instructor = await storedStaffSession(db, world.instructor, t.clock);
    const noSecondFactor = (await signInPassword(t.app, world.counsellorA)).cookie;
    const other = await storedStaffSession(db, world.otherAdmin, t.clock);
    for (const [cookie, code] of [
      [learner, 'FORBIDDEN'],
      [instructor, 'FORBIDDEN'],
      [noSecondFactor, 'SECOND_FACTOR_REQUIRED'],
      [other, 'FORBIDDEN'],
    ] as const) {
      for (const name of ['staff/listAdmissions', 'staff/exportAdmissions']) {
        const response = await call(t.app, name, { oid: 'TEST' }, cookie);
        expect(response.statusCode, `${name} ${code}`).toBe(403);
        expect(response.json().error.code).toBe(code);
        expect(response.body).not.toContain('example.test');
      }
    }
    expect((await list(other, { oid: 'OTHER' })).total).toBe(0);
  });
});

describe('the queue as CSV', () => {
  it('holds the same filtered rows, formula cells neutralised, and its export is audited', async () => {
    const response = await call(t.app, 'staff/exportAdmissions', { oid: 'TEST' }, counsellorA);
    expect(response.statusCode, response.body).toBe(200);
    const { csv, filename, truncated } = response.json<{
      csv: string;
      filename: string;
      truncated: boolean;
    }>();
    expect(filename).toMatch(/^admissions-submitted-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(truncated).toBe(false);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFApplication ID,Name,E-mail,Programme,Batch,Status,Form,e-VBAB,Submitted');
    expect(lines).toHaveLength(world.bulk + 3);
    expect(lines.at(-1)).toBe(
      `${world.ids.ben},"'${benName.replace(/"/g, '""')}",ben@example.test,Diploma in Care,BA,Submitted,standard,No,2026-10-05T11:30:00.000+05:30`,
    );
    expect(csv).not.toContain(world.ids.dee);
    const byQuery = await call(t.app, 'staff/exportAdmissions', { oid: 'TEST', q: 'ama@' }, counsellorA);
    expect(byQuery.json().csv.trimEnd().split('\r\n')).toHaveLength(2);
    const refused = await call(t.app, 'staff/exportAdmissions', { oid: 'TEST', pid: 'PB' }, counsellorA);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(world.ids.dee);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdmissionsWorld, createAdmissionsWorld } from '../../../test/admissions-fixture.ts';
import { signIn } from '../../../test/factories.ts';
import { storedStaffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import { auditEvents } from '../../db/schema/staff.ts';

let t: TestApp;
let world: AdmissionsWorld;
let counsellorA: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createAdmissionsWorld(t.database.db, t.files);
  counsellorA = await storedStaffSession(t.database.db, world.counsellorA, t.clock);
});
afterAll(() => t.app.close());

const csv = [
  '\uFEFFEmail,First Name,last_name,learning_center,Learning-Center-Name,registered_on',
  'new@example.test,Kwame,Nkrumah,GH-KUM-001,"Kumasi Centre, North",2026-05-02',
  'AMA@EXAMPLE.TEST,Ama,Owusu,GH-ACC-009,Accra East,2026-04-28',
  'not-an-email,,Nobody,GH-ACC-003,Accra,2026-05-01',
  '',
  'new@example.test,Kwame,Again,GH-KUM-001,Kumasi,2026-05-03',
  'late@example.test,Late,Comer,GH-ACC-003,Accra,2026-13-01',
  'undated@example.test,Una,Dated,GH-ACC-003,Accra,',
].join('\r\n');

const preview = (body: string, cookie = counsellorA) =>
  call(t.app, 'staff/previewPartnerImport', { oid: 'TEST', csv: body }, cookie);

async function records() {
  return t.database.db.select().from(partnerRegistrations).where(eq(partnerRegistrations.oid, 'TEST'));
}

describe('partner and pre-registration records from CSV', () => {
  it('previews every row with what the import would do and its problems, writing nothing', async () => {
    t.clock.set(new Date('2026-11-20T20:00:00Z'));
    const response = await preview(csv);
    t.clock.reset();
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows;
    expect(rows.map((row: { line: number; action: string | null }) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, null],
      [6, null],
      [7, null],
      [8, 'create'],
    ]);
    expect(rows[0]).toMatchObject({ learningCenterName: 'Kumasi Centre, North', errors: [] });
    expect(rows[1]).toMatchObject({ email: 'ama@example.test' });
    expect(rows[2].errors).toEqual(['email: Invalid email address', 'first_name: is empty']);
    expect(rows[3].errors).toEqual(['email: also on line 2']);
    expect(rows[4].errors).toEqual(['registered_on: is not a day (YYYY-MM-DD)']);
    // A blank day is the import's, at the university.
    expect(rows[5].registeredOn).toBe('2026-11-21');
    expect(await records()).toHaveLength(1);
  });

  it('refuses a file without the required columns, or not CSV at all, naming the field', async () => {
    const missing = await preview('email,name\nx@example.test,X');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      csv: 'The header must name the columns first_name, learning_center, learning_center_name.',
    });
    const broken = await preview('email,first_name,learning_center,learning_center_name\n"x@example.test,X');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields.csv).toMatch(/^The file is not valid CSV: Quote Not Closed/);
  });

  it('writes the valid rows, updating an e-mail already held, and reports the others, audited', async () => {
    const response = await call(t.app, 'staff/importPartnerRecords', { oid: 'TEST', csv }, counsellorA);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ created: 2, updated: 1 });
    expect(result.refused.map((row: { line: number }) => row.line)).toEqual([4, 6, 7]);
    const held = new Map((await records()).map((row) => [row.email, row]));
    expect([...held.keys()].sort()).toEqual(['ama@example.test', 'new@example.test', 'undated@example.test']);
    expect(held.get('ama@example.test')).toMatchObject({ learningCenter: 'GH-ACC-009' });
    expect(held.get('new@example.test')).toMatchObject({ lastName: 'Nkrumah', registeredOn: '2026-05-02' });
    const [line] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'partners.import'));
    expect(line).toMatchObject({
      actorEid: world.counsellorA.user.eid,
      after: { created: 2, updated: 1, refused: 3 },
    });
  });

  it('is for counsellors and admins only', async () => {
    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    const instructor = await storedStaffSession(t.database.db, world.instructor, t.clock);
    for (const cookie of [learner, instructor]) {
      for (const name of ['staff/previewPartnerImport', 'staff/importPartnerRecords']) {
        expect((await call(t.app, name, { oid: 'TEST', csv }, cookie)).statusCode).toBe(403);
      }
    }
  });
});

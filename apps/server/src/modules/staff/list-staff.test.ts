import { staffPageSize } from '@aula/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, TEST_OID } from '../../../test/factories.ts';
import { createStaff, type StaffAccount, signInStaff } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

// The staff accounts list (ADR 0100): paged, searched and filtered by role on the server, and only
// ever the caller's organisation.

let t: TestApp;
let admin: StaffAccount;
let cookie: string;
/** The organisation's members by name: the admin, 27 counsellors and 2 instructors. */
let names: string[];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  admin = await createStaff(db, { name: 'Ada Admin' });
  cookie = await signInStaff(t.app, t.clock, admin);
  for (let n = 1; n <= 27; n++) {
    const name = `Counsellor ${String(n).padStart(2, '0')}`;
    await createStaff(db, { name, grants: [{ role: 'counsellor', scope: null }], enrolled: false });
  }
  await createStaff(db, {
    name: 'Ines Instructor',
    email: 'ines@example.test',
    grants: [
      { role: 'instructor', scope: 'C-1' },
      { role: 'counsellor', scope: null },
    ],
  });
  await createStaff(db, { name: 'Ivo 100%_Instructor', grants: [{ role: 'instructor', scope: null }] });
  // A learner of the organisation, and staff of another: neither is ever listed.
  await createLearner(db, { name: 'Leo Learner' });
  await createStaff(db, { oid: 'OTHER', name: 'Otto Other' });
  names = [
    'Ada Admin',
    ...Array.from({ length: 27 }, (_, n) => `Counsellor ${String(n + 1).padStart(2, '0')}`),
    'Ines Instructor',
    'Ivo 100%_Instructor',
  ];
});
afterAll(() => t.app.close());

async function list(body: Record<string, unknown>) {
  const response = await call(t.app, 'staff/listStaff', { oid: TEST_OID, ...body }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { staff: { name: string; grants: unknown[] }[]; total: number };
}

describe('staff/listStaff', () => {
  it("pages the organisation's staff by name, and nobody else", async () => {
    const first = await list({});
    expect(first.total).toBe(names.length);
    expect(first.staff.map((member) => member.name)).toEqual(names.slice(0, staffPageSize));
    const second = await list({ page: 1 });
    expect(second.staff.map((member) => member.name)).toEqual(names.slice(staffPageSize));
    expect(second.total).toBe(names.length);
    expect((await list({ page: 2 })).staff).toEqual([]);
  });

  it('searches names and e-mails (a search character taken literally) and keeps the holders of a role', async () => {
    expect((await list({ q: 'INES@example' })).staff.map((member) => member.name)).toEqual([
      'Ines Instructor',
    ]);
    expect((await list({ q: '100%_' })).staff.map((member) => member.name)).toEqual(['Ivo 100%_Instructor']);
    expect((await list({ q: '%' })).total).toBe(1);
    const instructors = await list({ role: 'instructor' });
    expect(instructors).toMatchObject({ total: 2 });
    // A member is listed with every role they hold, not only the one filtered on.
    expect(instructors.staff[0]).toMatchObject({
      name: 'Ines Instructor',
      grants: [
        { role: 'counsellor', scope: null },
        { role: 'instructor', scope: 'C-1' },
      ],
    });
    expect((await list({ role: 'counsellor', q: 'Counsellor 2' })).total).toBe(8);
  });

  it("refuses another organisation's list, and a role that is not one", async () => {
    const foreign = await call(t.app, 'staff/listStaff', { oid: 'OTHER' }, cookie);
    expect(foreign.statusCode).toBe(403);
    const unknown = await call(t.app, 'staff/listStaff', { oid: TEST_OID, role: 'learner' }, cookie);
    expect(unknown.statusCode).toBe(400);
  });
});

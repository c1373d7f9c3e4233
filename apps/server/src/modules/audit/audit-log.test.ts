import { auditPageSize } from '@aula/contract/staff';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OID } from '../../../test/factories.ts';
import { auditLines, createStaff, type StaffAccount, signInStaff } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordAudit } from './record-audit.ts';

let t: TestApp;
let admin: StaffAccount;
let cookie: string;
const start = Date.UTC(2026, 9, 1, 9, 0);
const minutesIn = (minutes: number) => new Date(start + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t.database.db);
  cookie = await signInStaff(t.app, t.clock, admin);
  const { db } = t.database;
  // 55 lines of two made-up actions a minute apart, by two counsellors, about three applications.
  for (let index = 0; index < 55; index++) {
    await recordAudit(db, {
      oid: TEST_OID,
      actor: {
        userId: admin.user.id,
        eid: index % 2 === 0 ? 'kofi.counsellor@example.test' : 'ama.counsellor@example.test',
      },
      action: index % 5 === 0 ? 'test.return' : 'test.approve',
      subjectKind: 'application',
      subjectId: `app-${index % 3}`,
      before: { pstatus: 2 },
      after: { pstatus: 3, index },
      ip: '203.0.113.7',
      at: minutesIn(index),
    });
  }
  // A hostile line: what a learner typed, as a spreadsheet would run it.
  await recordAudit(db, {
    oid: TEST_OID,
    actor: { userId: admin.user.id, eid: 'kofi.counsellor@example.test' },
    action: 'testhostile.return',
    subjectKind: 'application',
    subjectId: '=HYPERLINK("http://evil.example","x")',
    after: { message: '+cmd|calc' },
    ip: null,
    at: minutesIn(100),
  });
  // Another organisation's line never shows.
  await recordAudit(db, {
    oid: 'OTHER',
    actor: null,
    action: 'test.approve',
    subjectId: 'app-0',
    ip: null,
    at: minutesIn(10),
  });
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const list = (filter: Record<string, unknown>, as = cookie) =>
  call(t.app, 'staff/listAuditEvents', { oid: TEST_OID, ...filter }, as);

describe('staff/listAuditEvents', () => {
  it('pages the filtered log newest first, 50 a page, with the total', async () => {
    const first = (await list({ action: 'test' })).json();
    expect(first.total).toBe(55);
    expect(first.events).toHaveLength(auditPageSize);
    expect(first.events[0]).toMatchObject({
      at: minutesIn(54).toISOString(),
      actorEid: 'kofi.counsellor@example.test',
      action: 'test.approve',
      subjectKind: 'application',
      subjectId: 'app-0',
      before: { pstatus: 2 },
      after: { pstatus: 3, index: 54 },
      ip: '203.0.113.7',
    });
    const times = first.events.map((event: { at: string }) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await list({ action: 'test', page: 1 })).json();
    expect(second.total).toBe(55);
    expect(second.events.map((event: { after: { index: number } }) => event.after.index)).toEqual([
      4, 3, 2, 1, 0,
    ]);
  });

  it('filters by action or its area, actor, subject and time, on the server', async () => {
    expect((await list({ action: 'test.return' })).json().total).toBe(11);
    expect((await list({ action: 'tes' })).json().total).toBe(0);
    expect((await list({ action: 'test', actor: 'AMA.COUNSELLOR' })).json().total).toBe(27);
    expect((await list({ action: 'test', subjectId: 'app-1' })).json().total).toBe(18);
    const window = (
      await list({ action: 'test', from: minutesIn(10).toISOString(), to: minutesIn(19).toISOString() })
    ).json();
    expect(window.total).toBe(10);
    const both = await list({ action: 'test.approve', actor: 'kofi', subjectId: 'app-0' });
    expect(both.json().total).toBe(8);
  });

  it("has the admin's own sign-in in it, and never another organisation's lines", async () => {
    const mine = (await list({ subjectId: admin.user.id })).json();
    expect(mine.events.map((event: { action: string }) => event.action)).toEqual([
      'staff.secondFactor',
      'staff.signIn',
    ]);
    const all = (await list({})).json();
    expect(all.total).toBe(55 + 1 + 2);
  });

  it('is for admins only', async () => {
    const counsellor = await createStaff(t.database.db, { grants: [{ role: 'counsellor', scope: null }] });
    const counsellorCookie = await signInStaff(t.app, t.clock, counsellor);
    expect((await list({}, counsellorCookie)).statusCode).toBe(403);
    const exported = await call(t.app, 'staff/exportAuditEvents', { oid: TEST_OID }, counsellorCookie);
    expect(exported.statusCode).toBe(403);
  });
});

describe('staff/exportAuditEvents', () => {
  it('writes the filtered log as CSV with formulas neutralised, and logs the export', async () => {
    const response = await call(t.app, 'staff/exportAuditEvents', { oid: TEST_OID, actor: 'kofi' }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { filename, csv, truncated } = response.json();
    expect(filename).toMatch(/^audit-log-\d{8}-\d{4}\.csv$/);
    expect(truncated).toBe(false);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('At,Actor,Action,Subject kind,Subject,Before,After,Address');
    expect(lines).toHaveLength(1 + 28 + 1);
    expect(lines[1]).toBe(
      `${minutesIn(100).toISOString()},kofi.counsellor@example.test,testhostile.return,application,` +
        `"'=HYPERLINK(""http://evil.example"",""x"")",,"{""message"":""+cmd|calc""}",`,
    );
    const [line] = await auditLines(t.database.db, { action: 'audit.export' });
    expect(line).toMatchObject({
      actorEid: admin.email,
      after: { filters: { actor: 'kofi' }, rows: 29, truncated: false },
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, createSwitchesApp, fixtureOid } from '../../../test/batch-switches-fixture.ts';
import { createOrganisation } from '../../../test/factories.ts';
import { staffSession } from '../../../test/staff-factories.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { applications } from '../../db/schema/applications.ts';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { applicationDecisions } from '../../db/schema/staff.ts';

// The application funnel and sign-ins per day (ADR 0085), counted in the university's weeks and days
// (TESTORG is at Asia/Kolkata, UTC+05:30): a moment late on Sunday in UTC is Monday there.

let t: Awaited<ReturnType<typeof createSwitchesApp>>;
let admin: string;
let pharmdCounsellor: string;
let otherCounsellor: string;

const application = (applicationid: string, pid: string, createdAt: string, submittedAt: string | null) => ({
  oid: fixtureOid,
  applicationid,
  eid: `${applicationid}@example.test`,
  pid,
  bpid: `${pid}-2026`,
  pstatus: submittedAt ? 2 : 0,
  createdAt: new Date(createdAt),
  submittedAt: submittedAt ? new Date(submittedAt) : null,
});

const decision = (applicationid: string, decision: 'approve' | 'return' | 'reject', at: string) => ({
  oid: fixtureOid,
  applicationid,
  decision,
  fromStatus: 2,
  toStatus: decision === 'approve' ? 3 : 1,
  decidedByName: 'Counsellor',
  decidedAt: new Date(at),
});

beforeAll(async () => {
  t = await createSwitchesApp();
  const { db } = t.database;
  admin = (await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid })).cookie;
  pharmdCounsellor = (await staffSession(db, [{ role: 'counsellor', scope: 'pharmd' }], { oid: fixtureOid }))
    .cookie;
  otherCounsellor = (await staffSession(db, [{ role: 'counsellor', scope: 'other' }], { oid: fixtureOid }))
    .cookie;
  // A programme of another organisation: a member of the fixture's is never offered it, nor given its funnel.
  await createOrganisation(db, { oid: 'ELSEWHERE' });
  await db
    .insert(programs)
    .values({ oid: 'ELSEWHERE', pid: 'elsewhere', category: 'diploma', pname: 'Elsewhere' });
  await db.insert(applications).values([
    // Monday 16 November 01:30 at the university, still Sunday in UTC.
    application('a1', 'pharmd', '2026-11-15T20:00:00Z', '2026-11-17T06:00:00Z'),
    application('a2', 'pharmd', '2026-11-18T06:00:00Z', '2026-11-24T06:00:00Z'),
    application('a3', 'pharmd', '2026-11-25T06:00:00Z', null),
    application('b1', 'other', '2026-11-17T06:00:00Z', '2026-11-17T07:00:00Z'),
  ]);
  await db
    .insert(applicationDecisions)
    .values([
      decision('a1', 'return', '2026-11-18T06:00:00Z'),
      decision('a1', 'approve', '2026-11-24T06:00:00Z'),
      decision('a2', 'reject', '2026-11-25T06:00:00Z'),
      decision('b1', 'approve', '2026-11-17T08:00:00Z'),
    ]);
  const [learner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oid, fixtureOid), eq(users.eid, alice.email)));
  const login = (sessionId: string, at: string) => ({
    oid: fixtureOid,
    userId: learner?.id ?? '',
    sessionId,
    eventType: 'Authenticated Login',
    occurredAt: new Date(at),
  });
  await db
    .insert(analyticsEvents)
    .values([
      login('s1', '2026-11-15T19:00:00Z'),
      login('s2', '2026-11-16T05:00:00Z'),
      login('s3', '2026-11-17T05:00:00Z'),
      { ...login('s3', '2026-11-17T05:00:00Z'), eventType: 'Program Subscribed', subject: 'pharmd-2026' },
    ]);
});
afterAll(() => t.app.close());

async function ok(name: string, body: Record<string, unknown>, cookie = admin) {
  const response = await t.call(name, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('staff/listFunnelProgrammes', () => {
  it("lists the organisation's programmes to an admin and a counsellor's own to a counsellor", async () => {
    const all = await ok('staff/listFunnelProgrammes', {});
    expect(all.programs.map((program: { pid: string }) => program.pid)).toEqual(['pharmd']);
    expect(all.programs[0].pname).toEqual(expect.any(String));
    expect(await ok('staff/listFunnelProgrammes', {}, pharmdCounsellor)).toEqual(all);
    expect(await ok('staff/listFunnelProgrammes', {}, otherCounsellor)).toEqual({ programs: [] });
  });
});

describe('staff/getFunnelReport', () => {
  it("counts each step in the university's week it happened, for a counsellor's programmes only", async () => {
    const { weeks } = await ok('staff/getFunnelReport', {}, pharmdCounsellor);
    expect(weeks).toEqual([
      { week: '2026-11-16', started: 2, submitted: 1, returned: 1, approved: 0 },
      { week: '2026-11-23', started: 1, submitted: 1, returned: 0, approved: 1 },
    ]);
    const all = await ok('staff/getFunnelReport', {});
    expect(all.weeks[0]).toEqual({ week: '2026-11-16', started: 3, submitted: 2, returned: 1, approved: 1 });
  });

  it('filters by programme and dates, and refuses a programme outside the scope', async () => {
    const { weeks } = await ok('staff/getFunnelReport', { pid: 'pharmd', from: '2026-11-20' });
    expect(weeks).toEqual([{ week: '2026-11-23', started: 1, submitted: 1, returned: 0, approved: 1 }]);
    const refused = await t.call('staff/getFunnelReport', { pid: 'pharmd' }, otherCounsellor);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an admin a programme of another organisation, in the report and in its CSV', async () => {
    for (const name of ['staff/getFunnelReport', 'staff/exportFunnelReport']) {
      const refused = await t.call(name, { pid: 'elsewhere' }, admin);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().error.fields).toEqual({ pid: 'outside your scope' });
    }
  });

  it('exports the weeks shown as CSV, of the programme chosen', async () => {
    const { csv } = await ok('staff/exportFunnelReport', { pid: 'pharmd' });
    expect(csv).toBe(
      '\uFEFFWeek starting,Started,Submitted,Returned,Approved\r\n2026-11-16,2,1,1,0\r\n2026-11-23,1,1,0,1\r\n',
    );
    const every = await ok('staff/exportFunnelReport', {});
    expect(every.csv).toContain('2026-11-16,3,2,1,1\r\n');
  });
});

describe('staff/getSignInReport', () => {
  it('counts sign-ins per university day, nothing else, and only for admins', async () => {
    const { days } = await ok('staff/getSignInReport', {});
    expect(days).toEqual([
      { day: '2026-11-16', signIns: 2 },
      { day: '2026-11-17', signIns: 1 },
    ]);
    const { csv } = await ok('staff/exportSignInReport', { from: '2026-11-17', to: '2026-11-17' });
    expect(csv).toBe('\uFEFFDay,Sign-ins\r\n2026-11-17,1\r\n');
    const refused = await t.call('staff/getSignInReport', {}, pharmdCounsellor);
    expect(refused.statusCode).toBe(403);
  });
});

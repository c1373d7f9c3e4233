import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsApp } from '../../../test/applicants-fixture.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { applications } from '../../db/schema/applications.ts';
import { batches, programs } from '../../db/schema/programs.ts';

let t: TestApp;
let me: TestAccount;
let neighbour: TestAccount;
let cookie: string;

beforeAll(async () => {
  ({ t, me, neighbour, cookie } = await applicantsApp());
  const { db } = t.database;
  await db.insert(programs).values([
    { oid: 'TEST', pid: 'P1', category: 'diploma', pname: 'Diploma in <b>Care</b>' },
    { oid: 'TEST', pid: 'P2', category: 'graduate', pname: 'MBA' },
  ]);
  const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31') };
  await db.insert(batches).values([
    { oid: 'TEST', bpid: 'B1', pid: 'P1', title: '2026', current: true, ...dates },
    { oid: 'TEST', bpid: 'B2', pid: 'P2', title: '2026', current: true, ...dates },
  ]);
  await db.insert(applications).values([
    {
      oid: 'TEST',
      applicationid: 'B1-1780000000',
      eid: me.user.eid,
      pid: 'P1',
      bpid: 'B1',
      pstatus: 2,
      submittedAt: new Date('2026-09-01T10:00:00Z'),
    },
    {
      oid: 'TEST',
      applicationid: 'B2-1790000000',
      eid: me.user.eid,
      pid: 'P2',
      bpid: 'B2',
      pstatus: 3,
      submittedAt: new Date('2026-10-01T10:00:00Z'),
    },
    {
      oid: 'TEST',
      applicationid: 'B1-1785000000',
      eid: neighbour.user.eid,
      pid: 'P1',
      bpid: 'B1',
      pstatus: 1,
    },
  ]);
});

afterAll(() => t.app.close());

describe('getApplication', () => {
  it("answers the learner's own applications, newest first, with the program's name", async () => {
    const response = await call(t.app, 'getApplication', { oid: me.oid, eid: me.user.eid }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { pid: 'P2', bpid: 'B2', pname: 'MBA', pstatus: 3, applicationid: 'B2-1790000000' },
      { pid: 'P1', bpid: 'B1', pname: 'Diploma in <b>Care</b>', pstatus: 2, applicationid: 'B1-1780000000' },
    ]);
  });

  it("refuses another learner's eid", async () => {
    const response = await call(t.app, 'getApplication', { oid: me.oid, eid: neighbour.user.eid }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('B1-1785000000');
  });

  it('answers an empty list to a learner who applied to nothing', async () => {
    const other = await createLearner(t.database.db);
    const otherCookie = await signIn(t.app, other.email, other.password);
    const response = await call(
      t.app,
      'getApplication',
      { oid: other.oid, eid: other.user.eid },
      otherCookie,
    );
    expect(response.json()).toEqual([]);
  });
});

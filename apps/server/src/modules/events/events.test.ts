import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/content.ts';

let t: TestApp;
let me: TestAccount;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  me = await createLearner(db);
  const other = await createLearner(db);
  await createBatch(db, 'B-MINE', { ptitle: 'Pharmacovigilance' });
  await createBatch(db, 'B-ALSO-MINE');
  await createBatch(db, 'B-THEIRS');
  await enrol(db, me, 'B-MINE');
  await enrol(db, me, 'B-ALSO-MINE');
  await enrol(db, other, 'B-THEIRS');
  await db.insert(events).values([
    { oid: me.oid, evid: 'e3', bpid: 'B-MINE', title: 'Exams end', start: '2026-12-23' },
    {
      oid: me.oid,
      evid: 'e1',
      bpid: 'B-MINE',
      title: 'Exams begin',
      start: '2026-12-14',
      link: '/hallticket',
    },
    { oid: me.oid, evid: 'e2', bpid: 'B-ALSO-MINE', title: 'Webinar', start: '2026-11-25' },
    { oid: me.oid, evid: 'x1', bpid: 'B-THEIRS', title: 'Not for me', start: '2026-11-30' },
  ]);
  cookie = await signIn(t.app, me.email, me.password);
});
afterAll(() => t.app.close());

const body = (batchjson: unknown) => ({ oid: me.oid, rtype: 'get', batchjson });

describe('getEvents', () => {
  it('answers the events of the batches asked for, by day, with the optional link', async () => {
    const response = await call(t.app, 'getEvents', body(['B-MINE', 'B-ALSO-MINE', 'B-MINE']), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        events: [
          { evid: 'e2', bpid: 'B-ALSO-MINE', title: 'Webinar', start: '2026-11-25' },
          { evid: 'e1', bpid: 'B-MINE', title: 'Exams begin', start: '2026-12-14', link: '/hallticket' },
          { evid: 'e3', bpid: 'B-MINE', title: 'Exams end', start: '2026-12-23' },
        ],
      },
    });
  });

  it('answers only the batches named', async () => {
    const response = await call(t.app, 'getEvents', body(['B-ALSO-MINE']), cookie);
    expect(response.json().result.events.map((event: { evid: string }) => event.evid)).toEqual(['e2']);
  });

  it("refuses another learner's batch with 403 naming batchjson, even beside my own", async () => {
    for (const batchjson of [['B-THEIRS'], ['B-MINE', 'B-THEIRS'], ['NO-SUCH-BATCH']]) {
      const response = await call(t.app, 'getEvents', body(batchjson), cookie);
      expect(response.statusCode, batchjson.join()).toBe(403);
      expect(response.json().error.fields).toEqual({ batchjson: 'not your batch' });
      expect(response.body).not.toContain('Not for me');
    }
  });

  it('answers no events for no batches (a learner without enrolments)', async () => {
    const response = await call(t.app, 'getEvents', body([]), cookie);
    expect(response.json()).toEqual({ result: { events: [] } });
  });

  it('names the field of a bad body', async () => {
    const response = await call(t.app, 'getEvents', { oid: me.oid, rtype: 'getall', batchjson: [] }, cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['rtype']);
  });
});

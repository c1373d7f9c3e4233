import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { announcements } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';

let t: TestApp;
let me: TestAccount;
let classmate: TestAccount;
let cookie: string;

const at = (seconds: number) => new Date(seconds * 1000);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  me = await createLearner(db);
  const other = await createLearner(db);
  classmate = await createLearner(db);
  await createBatch(db, 'B-PV', { pid: 'cert-pv', ptitle: 'Certificate in Pharmacovigilance' });
  await createBatch(db, 'B-HCM', { pid: 'dip-hcm', ptitle: 'Diploma in Healthcare Management' });
  await createBatch(db, 'B-THEIRS');
  // B-HCM runs hcm101 and the elective hcm102, which only the classmate chose.
  await db.insert(batchCourses).values([
    { oid: me.oid, bcid: 'B-PV-pv101', bpid: 'B-PV', tid: 'pv101' },
    { oid: me.oid, bcid: 'B-HCM-hcm101', bpid: 'B-HCM', tid: 'hcm101' },
    { oid: me.oid, bcid: 'B-HCM-hcm102', bpid: 'B-HCM', tid: 'hcm102', telective: true },
  ]);
  await enrol(db, me, 'B-PV');
  await enrol(db, me, 'B-HCM');
  await enrol(db, classmate, 'B-HCM');
  await db
    .update(enrolments)
    .set({ selectedElectives: ['hcm102'] })
    .where(eq(enrolments.eid, classmate.user.eid));
  await enrol(db, other, 'B-THEIRS');
  const base = { oid: me.oid, description: '<p>Read me</p>' };
  await db.insert(announcements).values([
    { ...base, annid: 'a-text', bpid: 'B-PV', type: 'text', title: 'Welcome', sdate: at(1782876600) },
    {
      ...base,
      annid: 'a-web',
      bpid: 'B-PV',
      type: 'web',
      title: 'PvPI',
      sdate: at(1784521800),
      weburl: 'https://ipc.gov.in/',
      webtext: 'Pharmacovigilance Programme of India',
    },
    {
      ...base,
      annid: 'a-video',
      bpid: 'B-PV',
      tid: 'pv101',
      type: 'video',
      title: 'Hand hygiene',
      sdate: at(1785731400),
      mfname: 'video/hand-hygiene.webm',
    },
    { ...base, annid: 'a-hcm', bpid: 'B-HCM', type: 'text', title: 'HCM welcome', sdate: at(1782876600) },
    {
      ...base,
      annid: 'a-hcm101',
      bpid: 'B-HCM',
      tid: 'hcm101',
      type: 'text',
      title: 'Core',
      sdate: at(1782876700),
    },
    {
      ...base,
      annid: 'a-hcm102',
      bpid: 'B-HCM',
      tid: 'hcm102',
      type: 'text',
      title: 'Elective only',
      sdate: at(1782876800),
    },
    {
      ...base,
      annid: 'a-theirs',
      bpid: 'B-THEIRS',
      type: 'text',
      title: 'Not for me',
      sdate: at(1782876600),
    },
  ]);
  cookie = await signIn(t.app, me.email, me.password);
});
afterAll(() => t.app.close());

describe('announcements (getall)', () => {
  it('answers one panel per batch asked for, with the program title and its announcements newest first', async () => {
    const response = await call(
      t.app,
      'announcements',
      { oid: me.oid, bpid: ['B-HCM', 'B-PV'], rtype: 'getall' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const panels = response.json();
    expect(panels.map((panel: { ptitle: string }) => panel.ptitle)).toEqual([
      'Diploma in Healthcare Management',
      'Certificate in Pharmacovigilance',
    ]);
    const pv = panels[1];
    expect(pv).toMatchObject({ bpid: 'B-PV', pid: 'cert-pv' });
    expect(pv.announcements.map((a: { annid: string }) => a.annid)).toEqual(['a-video', 'a-web', 'a-text']);
    expect(pv.announcements[0]).toEqual({
      annid: 'a-video',
      bpid: 'B-PV',
      tid: 'pv101',
      type: 'video',
      title: 'Hand hygiene',
      description: '<p>Read me</p>',
      sdate: 1785731400,
      mfname: 'video/hand-hygiene.webm',
      // Its file on the content origin, signed for the learner and that file alone (ADR 0095).
      fileUrl: expect.stringMatching(
        /^http:\/\/localhost:3001\/content\/.+\/\d+\/2\/[\w-]{43}\/video\/hand-hygiene\.webm$/,
      ),
    });
    expect(pv.announcements[1]).toMatchObject({
      weburl: 'https://ipc.gov.in/',
      webtext: 'Pharmacovigilance Programme of India',
    });
    expect(pv.announcements[2]).not.toHaveProperty('mfname');
    expect(response.body).not.toContain('Not for me');
  });

  it("refuses another learner's batch with 403 naming bpid", async () => {
    const response = await call(
      t.app,
      'announcements',
      { oid: me.oid, bpid: ['B-PV', 'B-THEIRS'], rtype: 'getall' },
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ bpid: 'not your batch' });
  });

  it('answers an empty list for no batches', async () => {
    const response = await call(t.app, 'announcements', { oid: me.oid, bpid: [], rtype: 'getall' }, cookie);
    expect(response.json()).toEqual([]);
  });
});

describe('getAnnouncements (one batch)', () => {
  it("answers one of the learner's batches", async () => {
    const response = await call(
      t.app,
      'getAnnouncements',
      { oid: me.oid, bpid: 'B-HCM', rtype: 'get' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().announcements.map((a: { annid: string }) => a.annid)).toEqual([
      'a-hcm101',
      'a-hcm',
    ]);
  });

  it("gives an elective's announcements only to the learners who chose it, in both operations", async () => {
    const chose = await signIn(t.app, classmate.email, classmate.password);
    const body = { oid: me.oid, bpid: 'B-HCM', rtype: 'get' };
    const annids = (response: { json(): { announcements: { annid: string }[] } }) =>
      response.json().announcements.map((a) => a.annid);
    expect(annids(await call(t.app, 'getAnnouncements', body, chose))).toEqual([
      'a-hcm102',
      'a-hcm101',
      'a-hcm',
    ]);
    const mine = await call(t.app, 'getAnnouncements', body, cookie);
    expect(mine.body).not.toContain('Elective only');
    const panels = await call(t.app, 'announcements', { ...body, bpid: ['B-HCM'], rtype: 'getall' }, cookie);
    expect(panels.statusCode).toBe(200);
    expect(panels.body).not.toContain('Elective only');
  });

  it("refuses another learner's batch", async () => {
    const response = await call(
      t.app,
      'getAnnouncements',
      { oid: me.oid, bpid: 'B-THEIRS', rtype: 'get' },
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Not for me');
  });
});

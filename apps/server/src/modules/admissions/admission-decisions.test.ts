import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdmissionsWorld,
  createAdmissionsWorld,
  education,
  generalinfo,
} from '../../../test/admissions-fixture.ts';
import { signIn } from '../../../test/factories.ts';
import { storedStaffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applications } from '../../db/schema/applications.ts';
import { outbox } from '../../db/schema/mail.ts';
import { applicationDecisions, auditEvents } from '../../db/schema/staff.ts';

let t: TestApp;
let world: AdmissionsWorld;
let counsellorA: string;
let counsellorAll: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  world = await createAdmissionsWorld(db, t.files);
  counsellorA = await storedStaffSession(db, world.counsellorA, t.clock);
  counsellorAll = await storedStaffSession(db, world.counsellorAll, t.clock);
  admin = await storedStaffSession(db, world.admin, t.clock);
});
afterAll(() => t.app.close());

function decide(cookie: string, applicationid: string, decision: string, version: number, message?: string) {
  return call(
    t.app,
    'staff/decideAdmission',
    { oid: 'TEST', applicationid, decision, version, ...(message === undefined ? {} : { message }) },
    cookie,
  );
}

async function stored(applicationid: string) {
  const { db } = t.database;
  const [row] = await db
    .select({ pstatus: applications.pstatus, version: applications.version })
    .from(applications)
    .where(and(eq(applications.oid, 'TEST'), eq(applications.applicationid, applicationid)));
  const decisions = await db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.applicationid, applicationid));
  const audit = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, applicationid));
  return { ...row, decisions, audit };
}

async function mailsTo(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.to, email));
}

async function myApplications(eid: string, cookie: string) {
  const response = await call(t.app, 'getApplication', { oid: 'TEST', eid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ applicationid: string; pstatus: number; message?: string }[]>();
}

describe('a decision is refused', () => {
  it('when the application changed since the version the counsellor read, changing nothing', async () => {
    const response = await decide(counsellorA, world.ids.ama, 'approve', 2);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This application changed since you opened it. Reload it to see the changes.',
      fields: { version: 'changed since you opened it' },
    });
    expect(await stored(world.ids.ama)).toEqual({ pstatus: 2, version: 3, decisions: [], audit: [] });
    expect(await mailsTo(world.ama.email)).toEqual([]);
  });

  it('without a message for a return or a rejection, naming the field', async () => {
    for (const decision of ['return', 'reject']) {
      const response = await decide(counsellorA, world.ids.ama, decision, 3, '  ');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['message']);
    }
  });

  it('outside the scope, for an unknown application, or by anyone but a counsellor or admin', async () => {
    for (const applicationid of [world.ids.dee, 'BB-0000000000']) {
      const response = await decide(counsellorA, applicationid, 'approve', 3);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.fields).toEqual({ applicationid: 'outside your scope' });
    }
    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    const instructor = await storedStaffSession(t.database.db, world.instructor, t.clock);
    for (const cookie of [learner, instructor]) {
      expect((await decide(cookie, world.ids.ama, 'approve', 3)).statusCode).toBe(403);
    }
    expect((await stored(world.ids.dee)).decisions).toEqual([]);
    expect((await stored(world.ids.ama)).pstatus).toBe(2);
  });

  it("on the counsellor's own application", async () => {
    await t.database.db.insert(applications).values({
      oid: 'TEST',
      applicationid: 'BA-1789999999',
      eid: world.counsellorA.user.eid,
      pid: 'PA',
      bpid: 'BA',
      pstatus: 2,
      submittedAt: new Date('2026-09-30T06:00:00Z'),
    });
    const response = await decide(counsellorA, 'BA-1789999999', 'approve', 0);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ applicationid: 'your own application' });
    await t.database.db.delete(applications).where(eq(applications.applicationid, 'BA-1789999999'));
  });

  it('for a move the status table lacks, and a return the form could not take back', async () => {
    const approved = await decide(counsellorA, world.ids.cy, 'reject', 3, 'No.');
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.fields).toEqual({ decision: 'not allowed at pstatus 3' });
    for (const applicationid of [world.ids.fay, world.ids.eve]) {
      const response = await decide(admin, applicationid, 'return', 3, 'Please add your grades.');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'This form cannot be reopened for the applicant: approve or reject the application.',
      );
      expect((await stored(applicationid)).pstatus).toBe(2);
    }
  });
});

describe('two counsellors deciding one version at once', () => {
  it('lets exactly one decision through', async () => {
    const answers = await Promise.all([
      decide(counsellorA, world.ids.ben, 'approve', 3),
      decide(counsellorAll, world.ids.ben, 'reject', 3, 'Incomplete.'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await stored(world.ids.ben);
    expect(after.decisions).toHaveLength(1);
    expect(after.audit).toHaveLength(1);
    expect(after.version).toBe(4);
    expect(after.pstatus).toBe(after.decisions[0]?.toStatus);
  });
});

describe('return, edit, resubmit, approve', () => {
  const message = 'Please upload your certificate.\n<b>Thank you</b>';

  it('returns the application with a message the applicant reads in the bell, the mail and My Application', async () => {
    const response = await decide(counsellorA, world.ids.ama, 'return', 3, message);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pstatus: 5, version: 4 });

    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    const [mine] = await myApplications(world.ama.user.eid, learner);
    expect(mine).toMatchObject({ applicationid: world.ids.ama, pstatus: 5, message });

    const bell = await call(t.app, 'getNotifications', { oid: 'TEST', eid: world.ama.user.eid }, learner);
    expect(bell.json().notifications[0]).toMatchObject({
      title: 'Your application to Diploma in Care needs changes',
      link: '/applyProgram',
      read: false,
    });
    expect(bell.json().notifications[0].msg).toContain(message);

    const [mail] = await mailsTo(world.ama.email);
    expect(mail?.subject).toBe('Your application to Diploma in Care needs changes - Test University');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('http://localhost:');
    expect(mail?.html).toContain('&#60;b&#62;Thank you&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>Thank you');

    const programs = await call(t.app, 'getPrograms', { oid: 'TEST', eid: world.ama.user.eid }, learner);
    const card = programs.json().underGraduate.find((program: { pid: string }) => program.pid === 'PA');
    expect(card).toMatchObject({ pstatus: 5, action: 'editApplication' });
  });

  it('lets the applicant edit and resubmit, each save moving the version', async () => {
    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    const save = (fields: Record<string, unknown>) =>
      call(
        t.app,
        'updateUserApplication',
        {
          oid: 'TEST',
          eid: world.ama.user.eid,
          emailid: world.ama.email,
          action: 0,
          pid: 'PA',
          bpid: 'BA',
          appid: world.ids.ama,
          pstatus: 1,
          ...fields,
        },
        learner,
      );
    const edited = await save({ typeobj: 'generalinfo', appobj: { ...generalinfo, motherName: 'Efua' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(world.ids.ama)).toMatchObject({ pstatus: 1, version: 5 });
    expect((await save({ typeobj: 'education', appobj: education })).statusCode).toBe(200);
    const submitted = await save({ action: 2, pstatus: 2 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await stored(world.ids.ama)).toMatchObject({ pstatus: 2, version: 7 });
    const [mine] = await myApplications(world.ama.user.eid, learner);
    expect(mine?.pstatus).toBe(2);
    expect(mine?.message).toBeUndefined();
  });

  it('refuses the version read before the resubmission, then approves: the applicant sees Start', async () => {
    expect((await decide(counsellorA, world.ids.ama, 'approve', 4)).statusCode).toBe(409);
    const opened = await call(
      t.app,
      'staff/getAdmission',
      { oid: 'TEST', applicationid: world.ids.ama },
      counsellorA,
    );
    const { version, decisions } = opened.json().application;
    expect(version).toBe(7);
    expect(decisions).toEqual([
      { decision: 'return', message, byName: 'Cora Counsellor', at: expect.any(String) },
    ]);
    const approved = await decide(counsellorA, world.ids.ama, 'approve', version);
    expect(approved.json()).toEqual({ pstatus: 3, version: 8 });

    const learner = await signIn(t.app, world.ama.email, world.ama.password);
    const [mine] = await myApplications(world.ama.user.eid, learner);
    expect(mine).toMatchObject({ pstatus: 3 });
    expect(mine?.message).toBeUndefined();
    const programs = await call(t.app, 'getPrograms', { oid: 'TEST', eid: world.ama.user.eid }, learner);
    const card = programs.json().underGraduate.find((program: { pid: string }) => program.pid === 'PA');
    expect(card).toMatchObject({ pstatus: 3, action: 'start' });
    const mails = await mailsTo(world.ama.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      'Your application to Diploma in Care is approved - Test University',
    );
  });

  it('leaves a line in the audit log for each decision: who, what, before and after, from where', async () => {
    const { audit } = await stored(world.ids.ama);
    expect(audit.map((line) => line.action)).toEqual(['admissions.return', 'admissions.approve']);
    expect(audit[0]).toMatchObject({
      oid: 'TEST',
      actorEid: world.counsellorA.user.eid,
      subjectKind: 'application',
      before: { pstatus: 2, version: 3 },
      after: { pstatus: 5, version: 4, message },
      ip: '127.0.0.1',
    });
    expect(audit[1]).toMatchObject({ before: { pstatus: 2, version: 7 }, after: { pstatus: 3, version: 8 } });
  });
});

describe('a rejection', () => {
  it("tells the applicant why, on My Application, and offers no action on the programme's card", async () => {
    const bulk = 'bulk-00@example.test';
    const response = await decide(counsellorA, 'BA-1787000000', 'reject', 0, 'The programme is full.');
    expect(response.statusCode, response.body).toBe(200);
    const learner = await signIn(t.app, bulk, world.ama.password);
    const [mine] = await myApplications(bulk, learner);
    expect(mine).toMatchObject({ pstatus: 4, message: 'The programme is full.' });
    const programs = await call(t.app, 'getPrograms', { oid: 'TEST', eid: bulk }, learner);
    const card = programs.json().underGraduate.find((program: { pid: string }) => program.pid === 'PA');
    expect(card).toMatchObject({ pstatus: 4, action: null });
  });
});

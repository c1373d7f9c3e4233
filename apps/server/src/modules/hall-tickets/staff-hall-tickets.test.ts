import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.ts';
import { alice, bob, createLearnerRecordsApp, fixtureOid } from '../../../test/learner-records-fixture.ts';
import { sampleHtml, samplePdf } from '../../../test/sample-files.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { uploadAsStaff } from '../../../test/staff-uploads.ts';
import { call } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;
let admin: StaffWithSession;
let instructor: StaffWithSession;
let otherAdmin: StaffWithSession;
const bpid = 'pharmd-2026';
const exam = {
  bpid,
  exam: 'Semester end examination',
  centre: 'Main hall, Mysuru',
  date: '2027-06-12',
  time: '09:30',
};

beforeAll(async () => {
  t = await createLearnerRecordsApp();
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
  instructor = await staffSession(db, [{ role: 'instructor', scope: null }], { oid: fixtureOid });
  await createOrganisation(db, { oid: 'OTHER', name: 'Other University' });
  otherAdmin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
});
afterAll(() => t.app.close());

async function learnerTicket(learner: { email: string; password: string }, name: string) {
  const cookie = await t.cookieOf(learner);
  const list = await t.call('getHallticket', { eid: learner.email }, cookie);
  expect(list.statusCode, list.body).toBe(200);
  const ticket = list
    .json()
    .hallticketInfo.find((row: { hallticketName: string }) => row.hallticketName === name);
  expect(ticket, JSON.stringify(list.json())).toBeDefined();
  return t.app.inject({ url: ticket.fileUrl, headers: { cookie } });
}

describe('staff hall tickets', () => {
  it('lists the batches and their learners', async () => {
    const batches = await t.call('staff/listRecordBatches', {}, admin.cookie);
    expect(batches.statusCode, batches.body).toBe(200);
    expect(batches.json().batches).toContainEqual(expect.objectContaining({ bpid, learners: 2 }));
    const learners = await t.call('staff/listBatchHallTickets', { bpid }, admin.cookie);
    expect(
      learners
        .json()
        .learners.map((row: { eid: string }) => row.eid)
        .sort(),
    ).toEqual([alice.email, bob.email].sort());
  });

  it('generates a PDF for every learner of the batch, with their name, which the learner downloads', async () => {
    const response = await t.call('staff/generateHallTickets', exam, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ generated: 2 });
    const file = await learnerTicket(alice, 'hall-ticket-2027-06-12.pdf');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    // The fixture's accounts are named by their e-mail's first part.
    expect(pdf.getTitle()).toBe('Hall ticket: alice, Semester end examination');
    const [line] = await auditLines(t.database.db, { action: 'hallTickets.generate' });
    expect(line?.subjectId).toBe(bpid);
    expect(line?.after).toMatchObject({ centre: 'Main hall, Mysuru', generated: 2 });
  });

  it('refuses a bad exam field by name', async () => {
    const response = await t.call('staff/generateHallTickets', { ...exam, time: '25:00' }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['time']);
  });

  async function upload(filename: string, bytes: Buffer, filetype: string) {
    const stored = await uploadAsStaff(
      t.app,
      admin.cookie,
      'staff/presignHallTicket',
      { oid: admin.oid, bpid, eid: bob.email, filename, filetype },
      bytes,
    );
    return t.call('staff/saveHallTicket', { bpid, eid: bob.email, filename: stored }, admin.cookie);
  }

  it('issues an uploaded PDF to one learner, checked from its bytes', async () => {
    const saved = await upload('ticket.pdf', samplePdf, 'application/pdf');
    expect(saved.statusCode, saved.body).toBe(200);
    const file = await learnerTicket(bob, saved.json().hallticketName);
    expect(Buffer.from(file.rawPayload).equals(samplePdf)).toBe(true);
    const refused = await upload('evil.pdf', sampleHtml, 'application/pdf');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['filename']);
    expect(refused.json().error.message).toBe(
      'This is not a hall ticket file (PDF, PNG or JPEG of at most 10 MB): The file is of no recognised type; only pdf, png, jpg, jpeg files are accepted.',
    );
    const never = await t.call(
      'staff/saveHallTicket',
      { bpid, eid: bob.email, filename: 'never-uploaded.pdf' },
      admin.cookie,
    );
    expect(never.json().error.fields).toEqual({
      filename: 'No file of yours was uploaded for this learner under that name: upload it again.',
    });
    const outsider = await t.call(
      'staff/presignHallTicket',
      { bpid, eid: 'nobody@example.test', filename: 'a.pdf', filetype: 'application/pdf', size: 10 },
      admin.cookie,
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.fields).toEqual({ eid: 'not enrolled in the batch' });
  });

  it('is for admins of the organisation only', async () => {
    expect((await t.call('staff/generateHallTickets', exam, instructor.cookie)).statusCode).toBe(403);
    expect((await t.call('staff/listRecordBatches', {}, instructor.cookie)).statusCode).toBe(403);
    const foreign = await call(
      t.app,
      'staff/generateHallTickets',
      { ...exam, oid: 'OTHER' },
      otherAdmin.cookie,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.fields).toEqual({ bpid: 'outside your scope' });
    const asOurs = await t.call('staff/listBatchHallTickets', { bpid }, otherAdmin.cookie);
    expect(asOurs.statusCode).toBe(403);
  });
});

import type { MiniSubmission, TaughtMiniAssignment } from '@aula/contract/staff-mini-assignments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, createQuizApp, fixtureNow, fixtureOid } from '../../../test/quiz-fixture.ts';
import { samplePdf } from '../../../test/sample-files.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';

let t: Awaited<ReturnType<typeof createQuizApp>>;
let aliceCookie: string;
let bobCookie: string;
let instructor: StaffWithSession;
let otherInstructor: StaffWithSession;
const bcid = 'pharmd-2026-pd101';
const mini = { bcid, quizid: 'pd101-mini' };

beforeAll(async () => {
  t = await createQuizApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
  const { db } = t.database;
  instructor = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], {
    oid: fixtureOid,
    name: 'Dr. Rao',
  });
  otherInstructor = await staffSession(db, [{ role: 'instructor', scope: 'pd103' }], { oid: fixtureOid });
  // Alice submits the open mini assignment with a written answer and a file, as the player does.
  const address = await t.call(
    'getMiniAssignmentUploadUrl',
    { ...mini, filename: 'sheet.pdf', filetype: 'pdf', size: samplePdf.length },
    aliceCookie,
  );
  const { url, fname, contentType } = address.json();
  await t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: samplePdf });
  const submitted = await t.call(
    'updateMiniAssignment',
    { ...mini, response: [{ text: '<b>A</b> solid dose.' }, { fname, orgname: 'sheet.pdf' }] },
    aliceCookie,
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
});
afterAll(() => t.app.close());

const asStaff = (name: string, body: Record<string, unknown>, who = instructor) =>
  t.call(name, body, who.cookie);

describe('the mini assignments a member teaches', () => {
  it('lists them with their submissions and those awaiting feedback; another course’s instructor sees none', async () => {
    const mine = await asStaff('staff/listMiniAssignments', {});
    expect(mine.statusCode, mine.body).toBe(200);
    const rows: TaughtMiniAssignment[] = mine.json().rows;
    expect(
      rows.map(({ quizid, submissions, awaitingFeedback }) => ({ quizid, submissions, awaitingFeedback })),
    ).toEqual([
      { quizid: 'pd101-late', submissions: 1, awaitingFeedback: 0 },
      { quizid: 'pd101-mini', submissions: 1, awaitingFeedback: 1 },
    ]);
    const theirs = await asStaff('staff/listMiniAssignments', {}, otherInstructor);
    expect(theirs.json().rows.filter((row: TaughtMiniAssignment) => row.bcid === bcid)).toEqual([]);
  });

  it('lists the submissions with the answers as text and the file at an address signed for the session', async () => {
    const response = await asStaff('staff/listMiniSubmissions', mini);
    expect(response.statusCode, response.body).toBe(200);
    const [row]: MiniSubmission[] = response.json().rows;
    expect(row).toMatchObject({ eid: alice.email, edited: 1, feedback: [] });
    expect(row?.answers[0]).toEqual({ question: 'Describe a tablet.', text: '<b>A</b> solid dose.' });
    const fileUrl = row?.answers[1]?.fileUrl ?? '';
    expect(row?.answers[1]?.fileName).toBe('sheet.pdf');
    const file = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: instructor.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePdf)).toBe(true);
    // The address works for the session it was made for only; a learner's cookie opens nothing.
    const other = await t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { cookie: otherInstructor.cookie },
    });
    expect(other.statusCode).toBe(403);
    const learner = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: aliceCookie } });
    expect([403, 404]).toContain(learner.statusCode);
  });
});

describe('feedback on a submission', () => {
  it('appends the message given by the member at the server’s time, audited, and the learner reads it', async () => {
    const response = await asStaff('staff/addMiniFeedback', {
      ...mini,
      eid: alice.email,
      message: '  Good; name the <b>excipients</b>.  ',
      givenby: 'Someone else',
    });
    expect(response.statusCode).toBe(400);
    const added = await asStaff('staff/addMiniFeedback', {
      ...mini,
      eid: alice.email,
      message: '  Good; name the <b>excipients</b>.  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    const given = {
      givenby: 'Dr. Rao',
      message: 'Good; name the <b>excipients</b>.',
      timeStamp: fixtureNow.toISOString(),
    };
    expect(added.json().feedback).toEqual([given]);
    const again = await asStaff('staff/addMiniFeedback', {
      ...mini,
      eid: alice.email,
      message: 'And cite the source.',
    });
    expect(again.json().feedback).toHaveLength(2);

    const learner = await t.call('getAssignmentData', mini, aliceCookie);
    expect(learner.json().feedback).toEqual([given, { ...given, message: 'And cite the source.' }]);
    // Each feedback rings the learner's bell, opening the mini assignment in the player; nobody else's.
    const bell = await t.call('getNotifications', { oid: fixtureOid, eid: alice.email }, aliceCookie);
    const notices = bell
      .json()
      .notifications.filter((each: { title: string }) => each.title.startsWith('Feedback on your mini'));
    expect(notices).toHaveLength(2);
    expect(notices).toContainEqual(
      expect.objectContaining({
        msg: expect.stringContaining('Dr. Rao wrote:\nGood; name the <b>excipients</b>.'),
        link: `/coursePlayer?course=${bcid}&object=pd101-mini`,
      }),
    );
    const bobsBell = await t.call('getNotifications', { oid: fixtureOid, eid: bob.email }, bobCookie);
    expect(JSON.stringify(bobsBell.json())).not.toContain('Feedback on your mini');
    const lines = await auditLines(t.database.db, { action: 'miniAssignment.feedback' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      subjectId: bcid,
      before: { feedback: [] },
      after: { feedback: [given] },
    });
  });

  it('refuses an empty message, naming it', async () => {
    const response = await asStaff('staff/addMiniFeedback', { ...mini, eid: alice.email, message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Write the feedback.');
  });

  it('refuses another course’s instructor, a learner without a submission, and a quiz of another course', async () => {
    const body = { ...mini, eid: alice.email, message: 'Mine' };
    expect((await asStaff('staff/addMiniFeedback', body, otherInstructor)).statusCode).toBe(403);
    expect((await asStaff('staff/listMiniSubmissions', mini, otherInstructor)).statusCode).toBe(403);
    const noSubmission = await asStaff('staff/addMiniFeedback', { ...body, eid: bob.email });
    expect(noSubmission.statusCode).toBe(404);
    const otherQuiz = await asStaff('staff/addMiniFeedback', { ...body, quizid: 'pd101-formative' });
    expect(otherQuiz.statusCode).toBe(404);
    const learner = await t.call('getAssignmentData', mini, aliceCookie);
    expect(learner.json().feedback.map((each: { message: string }) => each.message)).not.toContain('Mine');
    expect((await t.call('staff/addMiniFeedback', body, bobCookie)).statusCode).toBe(403);
  });
});

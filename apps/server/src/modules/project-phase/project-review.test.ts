import type { ProjectPhase, ProjectThreadAnswer } from '@aula/contract/project-phase';
import {
  type ProjectCourse,
  projectReviewMessages,
  type ReviewThreadDetail,
} from '@aula/contract/staff-project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid,
  bob,
  createCourseCommunityApp,
  fixtureOid,
} from '../../../test/course-community-fixture.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;
let bobCookie: string;
let instructor: StaffWithSession;
let otherInstructor: StaffWithSession;

beforeAll(async () => {
  t = await createCourseCommunityApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
  const { db } = t.database;
  instructor = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], {
    oid: fixtureOid,
    name: 'Dr. Rao',
  });
  otherInstructor = await staffSession(db, [{ role: 'instructor', scope: 'pd103' }], { oid: fixtureOid });
});
afterAll(() => t.app.close());

const asStaff = (name: string, body: Record<string, unknown>, who = instructor) =>
  t.call(name, { bcid, ...body }, who.cookie);

async function threadOf(eid: string, objid = 'pd101-po1'): Promise<ReviewThreadDetail> {
  const response = await asStaff('staff/getProjectThread', { objid, eid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function learnerSends(cookie: string, eid: string, message: string, objid = 'pd101-po1') {
  return t.call('updateUserProjectObjects', { eid, bcid, objid, projectObj: { message } }, cookie);
}

function decide(thread: ReviewThreadDetail, body: Record<string, unknown>, who = instructor) {
  const latest = thread.messages.filter((message) => message.author === 'learner').at(-1);
  return asStaff(
    'staff/decideProjectMessage',
    { objid: thread.objid, eid: thread.eid, messageId: latest?.id, version: thread.version, ...body },
    who,
  );
}

async function learnerThread(cookie: string, eid: string, objid = 'pd101-po1'): Promise<ProjectThreadAnswer> {
  const response = await t.call('getUserProjectObjects', { eid, bcid, objid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the review queue', () => {
  it('lists the taught courses with a project, counting threads whose latest message is the learner’s', async () => {
    const courses = async (who: StaffWithSession): Promise<ProjectCourse[]> =>
      (await t.call('staff/listProjectCourses', {}, who.cookie)).json().rows;
    // The fixture's only thread ends with a staff reply: nothing waits.
    expect((await courses(instructor)).map((row) => [row.bcid, row.awaiting])).toEqual([[bcid, 0]]);
    expect((await learnerSends(aliceCookie, alice.email, 'Period: October.')).statusCode).toBe(200);
    const [course] = await courses(instructor);
    expect(course?.awaiting).toBe(1);
    expect(course?.objectives.map((objective) => [objective.objid, objective.awaiting])).toEqual([
      ['pd101-po1', 1],
      ['pd101-po2', 0],
      ['pd101-po3', 0],
    ]);
    expect((await courses(otherInstructor)).map((row) => row.bcid)).not.toContain(bcid);
  });

  it('pages the threads of an objective, filtered to those awaiting review', async () => {
    expect((await learnerSends(bobCookie, bob.email, 'Bob’s plan.')).statusCode).toBe(200);
    const all = await asStaff('staff/listProjectThreads', { objid: 'pd101-po1' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().rows.map((row: { eid: string; awaiting: boolean }) => [row.eid, row.awaiting])).toEqual(
      [
        [bob.email, true],
        [alice.email, true],
      ],
    );
    expect(all.json().total).toBe(2);
    const none = await asStaff('staff/listProjectThreads', { objid: 'pd101-po2', awaiting: true });
    expect(none.json()).toEqual({ rows: [], total: 0 });
    const unknown = await asStaff('staff/listProjectThreads', { objid: 'no-such' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an instructor of another course every operation on this course’s project', async () => {
    const thread = await threadOf(alice.email);
    for (const [name, body] of [
      ['staff/listProjectThreads', { objid: 'pd101-po1' }],
      ['staff/getProjectThread', { objid: 'pd101-po1', eid: alice.email }],
      [
        'staff/decideProjectMessage',
        {
          objid: 'pd101-po1',
          eid: alice.email,
          messageId: thread.messages[0]?.id,
          decision: 'approve',
          version: thread.version,
        },
      ],
    ] as const) {
      expect((await asStaff(name, body, otherInstructor)).statusCode).toBe(403);
    }
    expect((await threadOf(alice.email)).objStatus).toBe(1);
  });
});

describe('attachments', () => {
  it('serves a message’s file at the address naming its thread, to the course’s staff only', async () => {
    const thread = await threadOf(alice.email);
    const fileUrl = thread.messages[0]?.fileUrl ?? '';
    expect(fileUrl).toMatch(/^\/files\/project-review\//);
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const file = await get(fileUrl, instructor.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    expect((await get(fileUrl, otherInstructor.cookie)).statusCode).toBe(404);
    expect((await get(fileUrl, aliceCookie)).statusCode).toBe(404);
    expect((await get(fileUrl)).statusCode).toBe(401);
    // Alice's message named as if it were in Bob's thread is not found.
    const otherThread = fileUrl.replace(encodeURIComponent(alice.email), encodeURIComponent(bob.email));
    expect((await get(otherThread, instructor.cookie)).statusCode).toBe(404);
  });
});

describe('decisions', () => {
  it('returns a message only with a comment, shown to the learner as a staff reply, and audited', async () => {
    const thread = await threadOf(alice.email);
    const noComment = await decide(thread, { decision: 'return', comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.body).toContain(projectReviewMessages.commentRequired);
    const control = await decide(thread, { decision: 'return', comment: 'Bad\u0007bell' });
    expect(control.statusCode).toBe(400);

    const returned = await decide(thread, { decision: 'return', comment: 'Name the ward, please.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<ReviewThreadDetail>()).toMatchObject({ objStatus: 3, version: thread.version + 1 });

    // Staff had the last word: the thread no longer waits for a decision.
    const listed = await asStaff('staff/listProjectThreads', { objid: 'pd101-po1' });
    expect(
      listed.json().rows.map((row: { eid: string; awaiting: boolean }) => [row.eid, row.awaiting]),
    ).toEqual([
      [alice.email, false],
      [bob.email, true],
    ]);

    const seen = await learnerThread(aliceCookie, alice.email);
    expect(seen.thread?.objStatus).toBe(3);
    const last = seen.thread?.messages.at(-1);
    expect(last?.reply).toEqual([
      expect.objectContaining({ uname: 'Dr. Rao', message: 'Name the ward, please.' }),
    ]);
    // The learner's bell says so, with the comment, and opens the course's Project tab.
    const bell = await t.call('getNotifications', { oid: fixtureOid, eid: alice.email }, aliceCookie);
    expect(bell.json().notifications[0]).toMatchObject({
      title: expect.stringMatching(/^Your project message was returned: /),
      msg: expect.stringContaining('Dr. Rao returned your message.\n\nComment:\nName the ward, please.'),
      link: `/course?course=${bcid}&tab=project`,
    });
    const bobsBell = await t.call('getNotifications', { oid: fixtureOid, eid: bob.email }, bobCookie);
    expect(JSON.stringify(bobsBell.json())).not.toContain('Your project message');
    const [line] = await auditLines(t.database.db, { action: 'project.return' });
    expect(line).toMatchObject({
      subjectKind: 'batchCourse',
      subjectId: bcid,
      before: { eid: alice.email, objid: 'pd101-po1', objStatus: 1 },
      after: { objStatus: 3, comment: 'Name the ward, please.' },
    });
  });

  it('refuses a decision on a stale version, on a staff reply, or on a message of another thread', async () => {
    const thread = await threadOf(alice.email);
    const stale = await decide(thread, { decision: 'approve', version: thread.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(projectReviewMessages.changed);
    const reply = thread.messages[0]?.replies[0];
    expect((await decide(thread, { decision: 'approve', messageId: reply?.id })).statusCode).toBe(409);
    const bobs = await threadOf(bob.email);
    const foreign = await decide(thread, { decision: 'approve', messageId: bobs.messages[0]?.id });
    expect(foreign.statusCode).toBe(404);
    expect((await threadOf(alice.email)).objStatus).toBe(3);
  });

  it('approves a message after the learner writes again: the next objective opens, and approval is final', async () => {
    const before = (
      await t.call('getProjectPhase', { eid: alice.email, bcid }, aliceCookie)
    ).json<ProjectPhase>();
    expect(before.nuggets[0]?.objects[2]).toMatchObject({ oid: 'pd101-po2', lock: 'previousIncomplete' });
    expect((await learnerSends(aliceCookie, alice.email, 'Ward 4.')).statusCode).toBe(200);
    const thread = await threadOf(alice.email);
    const approved = await decide(thread, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json<ReviewThreadDetail>();
    expect(decided.objStatus).toBe(2);
    expect(decided.approvedMessageId).toBe(thread.messages.at(-1)?.id);
    expect(decided.messages.at(-1)?.replies).toEqual([]);

    const after = (
      await t.call('getProjectPhase', { eid: alice.email, bcid }, aliceCookie)
    ).json<ProjectPhase>();
    expect(after.nuggets[0]?.objects[2]).toMatchObject({ oid: 'pd101-po2', lock: null, objStatus: 1 });
    const table = (await t.call('getProjectApprovedMessage', { eid: alice.email, bcid }, aliceCookie)).json();
    expect(table.objectives[0]).toMatchObject({
      objid: 'pd101-po1',
      objStatus: 2,
      approvedMessage: 'Ward 4.',
    });

    const bell = await t.call('getNotifications', { oid: fixtureOid, eid: alice.email }, aliceCookie);
    expect(bell.json().notifications[0]).toMatchObject({
      title: expect.stringMatching(/^Your project message is approved: /),
      msg: expect.stringContaining('Dr. Rao approved your message.'),
    });
    const again = await decide(decided, { decision: 'return', comment: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(projectReviewMessages.alreadyApproved);
    const lines = await auditLines(t.database.db, { action: 'project.approve' });
    expect(lines.map((line) => [line.before, line.after])).toEqual([
      [
        { eid: alice.email, objid: 'pd101-po1', objStatus: 3 },
        {
          eid: alice.email,
          objid: 'pd101-po1',
          objStatus: 2,
          messageId: decided.approvedMessageId,
          comment: null,
        },
      ],
    ]);
  });

  it('lets only one of two staff deciding at once win', async () => {
    const admin = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
    const thread = await threadOf(bob.email);
    const results = await Promise.all([
      decide(thread, { decision: 'approve', comment: 'Good.' }),
      decide(thread, { decision: 'return', comment: 'Not yet.' }, admin),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const final = await threadOf(bob.email);
    expect(final.version).toBe(thread.version + 1);
    expect(final.messages.at(-1)?.replies).toHaveLength(1);
    // The loser's notice went with its transaction: Bob's bell tells of one decision.
    const bell = await t.call('getNotifications', { oid: fixtureOid, eid: bob.email }, bobCookie);
    const notices = bell
      .json()
      .notifications.filter((each: { title: string }) => each.title.startsWith('Your project message'));
    expect(notices).toHaveLength(1);
  });
});

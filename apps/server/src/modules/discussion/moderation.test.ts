import { type Discussion, discussionMessages } from '@aula/contract/discussion';
import type { DiscussionCourse, StaffDiscussionThread } from '@aula/contract/staff-discussion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid,
  bob,
  createCourseCommunityApp,
  fixtureOid,
} from '../../../test/course-community-fixture.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { users } from '../../db/schema/auth.ts';
import { discussionAnswers } from '../../db/schema/discussion.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;
let bobCookie: string;
let instructor: StaffWithSession;
let otherInstructor: StaffWithSession;

beforeAll(async () => {
  t = await createCourseCommunityApp();
  // A learner whose name claims to be staff: the badge must not follow the name.
  await t.database.db.update(users).set({ name: 'Instructor (staff)' }).where(eq(users.email, bob.email));
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

async function discussionOf(cookie: string): Promise<Discussion> {
  const response = await t.call('getDiscussion', { bcid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function staffThreads(): Promise<StaffDiscussionThread[]> {
  const response = await asStaff('staff/listCourseDiscussion', {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
}

describe('the courses whose discussion a member moderates', () => {
  it('lists the courses the instructor teaches only, with the questions staff have not answered', async () => {
    const mine = await t.call('staff/listDiscussionCourses', {}, instructor.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows: DiscussionCourse[] = mine.json().rows;
    expect(rows.map((row) => row.bcid)).toEqual([bcid]);
    expect(rows[0]).toMatchObject({ questions: 1, unanswered: 1 });
    const theirs = await t.call('staff/listDiscussionCourses', {}, otherInstructor.cookie);
    expect(theirs.json().rows.map((row: DiscussionCourse) => row.bcid)).toEqual(['pharmd-2026-pd103']);
  });

  it("refuses another course's instructor every operation on this course's discussion", async () => {
    for (const [name, body] of [
      ['staff/listCourseDiscussion', {}],
      ['staff/answerDiscussion', { qid: 'q-bob', text: 'Mine' }],
      ['staff/hidePost', { qid: 'q-bob', reason: 'No' }],
      ['staff/lockThread', { qid: 'q-bob', locked: true }],
      ['staff/approvePost', { qid: 'q-bob' }],
      ['staff/setDiscussionReview', { review: true }],
    ] as const) {
      const response = await asStaff(name, body, otherInstructor);
      expect([403, 404], response.body).toContain(response.statusCode);
    }
    expect((await staffThreads())[0]).toMatchObject({ qid: 'q-bob', locked: false, hidden: null });
  });
});

describe('staff answers', () => {
  it('shows the answer as the instructor’s with the staff badge, never a learner who names himself staff', async () => {
    const answered = await asStaff('staff/answerDiscussion', {
      qid: 'q-bob',
      text: '  <b>Tablets</b> only.\n',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const learnerAnswer = await t.call(
      'updateDiscussion',
      { bcid, qtype: 1, qid: 'q-bob', answer: 'Me too.' },
      bobCookie,
    );
    expect(learnerAnswer.statusCode, learnerAnswer.body).toBe(200);

    const answers = (await discussionOf(aliceCookie)).discussion[0]?.answers ?? [];
    expect(answers.map(({ username, staff, answer }) => ({ username, staff, answer }))).toEqual([
      { username: 'alice', staff: false, answer: 'Tablets and capsules.' },
      { username: 'Dr. Rao', staff: true, answer: '<b>Tablets</b> only.' },
      { username: 'Instructor (staff)', staff: false, answer: 'Me too.' },
    ]);
    const [line] = await auditLines(t.database.db, { action: 'discussion.answer' });
    expect(line).toMatchObject({
      subjectKind: 'batchCourse',
      subjectId: bcid,
      before: null,
      after: { qid: 'q-bob', aid: answered.json().aid, answer: '<b>Tablets</b> only.' },
    });
    // The staff answer is nobody's own on the learner side: a learner cannot delete it.
    const deleted = await t.call(
      'updateDiscussion',
      { bcid, qtype: 3, qid: 'q-bob', aid: answered.json().aid },
      bobCookie,
    );
    expect(deleted.statusCode).toBe(403);
  });

  it('holds a staff answer to the rules of a learner’s answer, and answers 404 for a question of no discussion of the course', async () => {
    const empty = await asStaff('staff/answerDiscussion', { qid: 'q-bob', text: ' \u200b ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toBe(discussionMessages.answerEmpty);
    const missing = await asStaff('staff/answerDiscussion', { qid: 'q-none', text: 'Hello' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('hidden posts', () => {
  it('shows a hidden answer to its author with the reason, and to nobody else', async () => {
    const hidden = await asStaff('staff/hidePost', {
      qid: 'q-bob',
      aid: 'a-alice',
      reason: 'Shares exam content',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const alices = (await discussionOf(aliceCookie)).discussion[0]?.answers.find((a) => a.aid === 'a-alice');
    expect(alices).toMatchObject({ mine: true, hidden: { reason: 'Shares exam content' } });
    const bobs = await discussionOf(bobCookie);
    expect(bobs.discussion[0]?.answers.map((answer) => answer.aid)).not.toContain('a-alice');
    expect(JSON.stringify(bobs)).not.toContain('Tablets and capsules.');
    expect(JSON.stringify(bobs)).not.toContain('Shares exam content');

    const staffView = (await staffThreads())[0]?.answers.find((answer) => answer.aid === 'a-alice');
    expect(staffView?.hidden).toMatchObject({ by: 'Dr. Rao', reason: 'Shares exam content' });
    const [line] = await auditLines(t.database.db, { action: 'discussion.hide' });
    expect(line).toMatchObject({
      before: { qid: 'q-bob', aid: 'a-alice', hidden: false, reason: null },
      after: { qid: 'q-bob', aid: 'a-alice', hidden: true, reason: 'Shares exam content' },
    });

    const shown = await asStaff('staff/unhidePost', { qid: 'q-bob', aid: 'a-alice' });
    expect(shown.statusCode, shown.body).toBe(200);
    const again = await discussionOf(bobCookie);
    expect(again.discussion[0]?.answers.find((answer) => answer.aid === 'a-alice')?.hidden).toBeNull();
    const [unhide] = await auditLines(t.database.db, { action: 'discussion.unhide' });
    expect(unhide?.after).toMatchObject({ hidden: false, reason: null });
  });

  it('keeps a hidden question from other learners, who can neither read nor answer it', async () => {
    expect((await asStaff('staff/hidePost', { qid: 'q-bob', reason: 'Duplicate' })).statusCode).toBe(200);
    const alices = await discussionOf(aliceCookie);
    expect(alices.discussion.map((question) => question.qid)).not.toContain('q-bob');
    const answer = await t.call(
      'updateDiscussion',
      { bcid, qtype: 1, qid: 'q-bob', answer: 'Hi' },
      aliceCookie,
    );
    expect(answer.statusCode).toBe(404);
    const bobs = await discussionOf(bobCookie);
    expect(bobs.discussion.find((question) => question.qid === 'q-bob')).toMatchObject({
      mine: true,
      hidden: { reason: 'Duplicate' },
    });
    expect((await asStaff('staff/unhidePost', { qid: 'q-bob' })).statusCode).toBe(200);
    expect((await discussionOf(aliceCookie)).discussion.map((question) => question.qid)).toContain('q-bob');
  });

  it('asks for a reason', async () => {
    const response = await asStaff('staff/hidePost', { qid: 'q-bob', reason: '   ' });
    expect(response.statusCode).toBe(400);
  });
});

describe('locked questions', () => {
  it('refuses learners’ answers to a locked question, writing nothing, while staff may still answer', async () => {
    const locked = await asStaff('staff/lockThread', { qid: 'q-bob', locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await discussionOf(aliceCookie)).discussion.find((q) => q.qid === 'q-bob')?.locked).toBe(true);
    const before = (await t.database.db.select().from(discussionAnswers)).length;
    const refused = await t.call(
      'updateDiscussion',
      { bcid, qtype: 1, qid: 'q-bob', answer: 'One more' },
      aliceCookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(discussionMessages.locked);
    expect((await t.database.db.select().from(discussionAnswers)).length).toBe(before);
    expect(
      (await asStaff('staff/answerDiscussion', { qid: 'q-bob', text: 'Closing this.' })).statusCode,
    ).toBe(200);
    const [line] = await auditLines(t.database.db, { action: 'discussion.lock' });
    expect(line).toMatchObject({
      before: { qid: 'q-bob', locked: false },
      after: { qid: 'q-bob', locked: true },
    });

    expect((await asStaff('staff/lockThread', { qid: 'q-bob', locked: false })).statusCode).toBe(200);
    const reopened = await t.call(
      'updateDiscussion',
      { bcid, qtype: 1, qid: 'q-bob', answer: 'One more' },
      aliceCookie,
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
  });
});

describe('the staff view of a discussion', () => {
  it('is read a page at a time, with every question once and the total', async () => {
    for (let i = 0; i < 12; i += 1) {
      const asked = await t.call('updateDiscussion', { bcid, qtype: 0, question: `Q${i}` }, aliceCookie);
      expect(asked.statusCode).toBe(200);
    }
    const first = await asStaff('staff/listCourseDiscussion', { page: 0 });
    const second = await asStaff('staff/listCourseDiscussion', { page: 1 });
    const rows = [...first.json().rows, ...second.json().rows] as StaffDiscussionThread[];
    expect(first.json().total).toBe(13);
    expect(first.json().rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.qid)).size).toBe(13);
    expect(rows.at(-1)?.qid).toBe('q-bob');
  });
});

describe('posts held for review', () => {
  const post = (cookie: string, question: string) =>
    t.call('updateDiscussion', { bcid, qtype: 0, question }, cookie);
  const mineHeld = async (cookie: string, question: string) =>
    (await discussionOf(cookie)).discussion.find((each) => each.question === question);

  it('holds a learner’s post with a link, for its author and staff only, until staff approve it', async () => {
    // Earlier posts of these tests are no flood any more.
    t.clock.advance(6);
    const set = await asStaff('staff/setDiscussionReview', { review: true });
    expect(set.json()).toEqual({ review: true });
    const [line] = await auditLines(t.database.db, { action: 'discussion.review' });
    expect([line?.before, line?.after]).toEqual([{ review: false }, { review: true }]);

    const spam = 'Answers to every exam at cheap-notes.example.com';
    expect((await post(bobCookie, spam)).statusCode).toBe(200);
    expect(await mineHeld(bobCookie, spam)).toMatchObject({ held: true, mine: true });
    expect(await mineHeld(aliceCookie, spam)).toBeUndefined();
    const threads = await staffThreads();
    const held = threads.find((thread) => thread.question === spam);
    expect(held?.held).toMatchObject({ for: 'link' });
    const courses = await t.call('staff/listDiscussionCourses', {}, instructor.cookie);
    expect(courses.json().rows[0]).toMatchObject({ held: 1 });
    const listed = await asStaff('staff/listCourseDiscussion', {});
    expect(listed.json().review).toBe(true);
    // Nobody else can answer what they cannot read.
    const answered = await t.call(
      'updateDiscussion',
      { bcid, qtype: 1, qid: held?.qid, answer: 'Thanks' },
      aliceCookie,
    );
    expect(answered.statusCode).toBe(404);

    const approved = await asStaff('staff/approvePost', { qid: held?.qid });
    expect(approved.json()).toEqual({ held: false });
    expect(await mineHeld(aliceCookie, spam)).toMatchObject({ held: false, mine: false });
    const again = await asStaff('staff/approvePost', { qid: held?.qid });
    expect(again.statusCode).toBe(409);
    const [approval] = await auditLines(t.database.db, { action: 'discussion.approve' });
    expect(approval?.before).toEqual({ qid: held?.qid, aid: null, held: 'link' });
  });

  it('holds the post that comes after three within five minutes, and lets posts through again later', async () => {
    for (const question of ['First', 'Second', 'Third']) {
      expect(await mineHeld(aliceCookie, question)).toBeUndefined();
      expect((await post(aliceCookie, question)).statusCode).toBe(200);
      expect(await mineHeld(aliceCookie, question)).toMatchObject({ held: false });
    }
    expect((await post(aliceCookie, 'Fourth')).statusCode).toBe(200);
    expect(await mineHeld(aliceCookie, 'Fourth')).toMatchObject({ held: true });
    expect(await mineHeld(bobCookie, 'Fourth')).toBeUndefined();
    const fourth = (await staffThreads()).find((thread) => thread.question === 'Fourth');
    expect(fourth?.held).toMatchObject({ for: 'flood' });
    t.clock.advance(6);
    expect((await post(aliceCookie, 'Fifth')).statusCode).toBe(200);
    expect(await mineHeld(bobCookie, 'Fifth')).toMatchObject({ held: false });
  });

  it('holds nothing once staff stop reviewing', async () => {
    await asStaff('staff/setDiscussionReview', { review: false });
    const link = 'Slides at https://example.org/slides';
    expect((await post(bobCookie, link)).statusCode).toBe(200);
    expect(await mineHeld(aliceCookie, link)).toMatchObject({ held: false });
  });
});

import { markingRefusals } from '@aula/contract/staff-marking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid,
  bob,
  createAssessmentsApp,
  examWindow,
  fixtureOid,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { samplePdf } from '../../../test/sample-files.ts';
import {
  auditLines,
  createStaff,
  type StaffAccount,
  storedStaffSession,
} from '../../../test/staff-factories.ts';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';

// Marking of open answers (ADR 0072): an instructor of the exam's course marks Alice's descriptive and
// file answers and releases them; what Alice reads of her attempt changes only at a release.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let instructor: StaffAccount;
let otherInstructor: StaffAccount;
const exam = { assessid: 'pd-exam', quiztype: 'assess' };
const comment = 'Clear reasoning <b>but</b> cite the source';
const afterAnswers = new Date(new Date(examWindow.answerdate).getTime() + 60_000);

beforeAll(async () => {
  t = await createAssessmentsApp();
  t.clock.set(new Date(new Date(examWindow.startdate).getTime() + 60_000));
  const aliceCookie = await t.cookieOf(alice);
  const aliceExam = { ...exam, eid: alice.email };
  await t.call('getAssessmentQuiz', aliceExam, aliceCookie);
  const presigned = await t.call(
    'getAssessmentPresignedUrl',
    { ...aliceExam, iid: 'i8', filename: 'Essay.pdf', filetype: 'application/pdf', size: samplePdf.length },
    aliceCookie,
  );
  const { url, fname } = presigned.json();
  await t.app.inject({
    method: 'PUT',
    url,
    payload: samplePdf,
    headers: { 'content-type': 'application/pdf' },
  });
  const response = [
    ...rightAnswers,
    { iid: 'i7', text: 'Stopping the medicine tells us <script>x</script>' },
    { iid: 'i8', fname, orgname: 'Essay.pdf' },
  ];
  const submitted = await t.call(
    'updateAssessment',
    { ...aliceExam, device: 'd1', seq: 1, quizdata: { response, status: 1 } },
    aliceCookie,
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
  // Bob's attempt stays a draft: nothing to mark.
  const bobCookie = await t.cookieOf(bob);
  await t.call('getAssessmentQuiz', { ...exam, eid: bob.email }, bobCookie);
  instructor = await createStaff(t.database.db, {
    oid: 'TESTORG',
    grants: [{ role: 'instructor', scope: 'pd101' }],
  });
  otherInstructor = await createStaff(t.database.db, {
    oid: 'TESTORG',
    grants: [{ role: 'instructor', scope: 'pd102' }],
  });
});
afterAll(() => t.app.close());

const staffCookie = (account: StaffAccount) => storedStaffSession(t.database.db, account, t.clock);
const aliceBody = { assessid: 'pd-exam', eid: alice.email.toLowerCase() };

/** Everything Alice's learner operations answer about her exam after the answer date. */
async function whatAliceReads() {
  t.clock.set(afterAnswers);
  const cookie = await t.cookieOf(alice);
  const eid = alice.email;
  const list = await t.call('getAssessment', { eid, bcid, quiztype: 'assess' }, cookie);
  const answers = await t.call('getAssessmentAnswers', { ...exam, eid }, cookie);
  const quiz = await t.call('getAssessmentQuiz', { ...exam, eid }, cookie);
  const save = await t.call(
    'updateAssessment',
    { ...exam, eid, device: 'd1', seq: 1, quizdata: { response: [], status: 1 } },
    cookie,
  );
  expect(list.statusCode, list.body).toBe(200);
  expect(answers.statusCode, answers.body).toBe(200);
  const bell = await t.call('getNotifications', { oid: fixtureOid, eid }, cookie);
  const item = list.json().assessments.find((each: { assessid: string }) => each.assessid === 'pd-exam');
  return {
    item,
    answers: answers.json(),
    notices: bell
      .json()
      .notifications.filter((each: { title: string }) => each.title.startsWith('Your marks are released')),
    bodies: [list.body, answers.body, quiz.body, save.body].join('\n'),
  };
}

describe('the marking queue', () => {
  it("lists the exam among the taught course's, with Alice's submitted attempt unmarked", async () => {
    const cookie = await staffCookie(instructor);
    const taught = await t.call('staff/listTaughtAssessments', {}, cookie);
    expect(taught.statusCode, taught.body).toBe(200);
    expect(taught.json().assessments).toContainEqual(
      expect.objectContaining({ assessid: 'pd-exam', submitted: 1, unmarked: 1 }),
    );
    const other = await t.call('staff/listTaughtAssessments', {}, await staffCookie(otherInstructor));
    expect(other.json().assessments.map((each: { assessid: string }) => each.assessid)).not.toContain(
      'pd-exam',
    );

    const queue = await t.call('staff/listMarking', { assessid: 'pd-exam' }, cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().total).toBe(1);
    // Six objective answers right out of eight questions; the open ones count 0 until marked.
    expect(queue.json().rows).toEqual([
      expect.objectContaining({ eid: aliceBody.eid, status: 'unmarked', total: 75 }),
    ]);
    expect(
      (await t.call('staff/listMarking', { assessid: 'pd-exam', status: 'marked' }, cookie)).json().total,
    ).toBe(0);
  });

  it("shows the answers beside the questions, the file through this session's address only", async () => {
    const cookie = await staffCookie(instructor);
    const response = await t.call('staff/getAttemptForMarking', aliceBody, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const attempt = response.json();
    const byIid = new Map(attempt.questions.map((question: { iid: string }) => [question.iid, question]));
    expect(byIid.get('i1')).toMatchObject({ right: true, outOf: 1, answer: { kind: 'text', text: 'A' } });
    expect(byIid.get('i7')).toMatchObject({
      right: null,
      mark: null,
      outOf: 10,
      answer: { kind: 'text', text: 'Stopping the medicine tells us <script>x</script>' },
    });
    const file = (byIid.get('i8') as { answer: { kind: string; name: string; type: string; url: string } })
      .answer;
    expect(file).toMatchObject({ kind: 'file', name: 'Essay.pdf', type: 'pdf' });
    const served = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(samplePdf)).toBe(true);
    // Another staff session, even an admin's, cannot use the address; nor can a session without one.
    const admin = await createStaff(t.database.db, { oid: 'TESTORG' });
    const adminCookie = await staffCookie(admin);
    expect(
      (await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: adminCookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
  });

  it('refuses a draft, and a learner who does not study the course, without telling them apart from none', async () => {
    const cookie = await staffCookie(instructor);
    const draft = await t.call(
      'staff/getAttemptForMarking',
      { ...aliceBody, eid: bob.email.toLowerCase() },
      cookie,
    );
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.message).toBe(markingRefusals.notSubmitted);
    const stranger = await t.call(
      'staff/getAttemptForMarking',
      { ...aliceBody, eid: 'carol@example.test' },
      cookie,
    );
    expect(stranger.statusCode).toBe(404);
    const other = await t.call('staff/getAttemptForMarking', aliceBody, await staffCookie(otherInstructor));
    expect(other.statusCode).toBe(403);
  });
});

describe('saving and releasing marks', () => {
  it('refuses a mark out of range, an override without its reason or range, a removed open mark, or a stale version', async () => {
    const cookie = await staffCookie(instructor);
    const save = (marks: unknown[], version = 0) =>
      t.call('staff/saveMarks', { ...aliceBody, marks, version }, cookie);
    expect((await save([{ iid: 'i7', mark: 10.5 }])).statusCode).toBe(400);
    expect((await save([{ iid: 'i7', mark: -1 }])).statusCode).toBe(400);
    expect((await save([{ iid: 'i7', mark: 3.3 }])).statusCode).toBe(400);
    const refusals = [
      [{ iid: 'i1', mark: 1 }, markingRefusals.overrideNeedsReason],
      [{ iid: 'i1', mark: 2, reason: 'Generous' }, markingRefusals.overrideOutOfRange],
      [{ iid: 'i7', mark: 5, reason: 'Not an override' }, markingRefusals.reasonOnlyForOverride],
      [{ iid: 'i7', mark: null }, markingRefusals.openMarkNotRemovable],
      [{ iid: 'i99', mark: 5 }, markingRefusals.noSuchQuestion],
    ] as const;
    for (const [mark, message] of refusals) {
      const refused = await save([mark]);
      expect(refused.statusCode, JSON.stringify(mark)).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    const stale = await save([{ iid: 'i7', mark: 5 }], 3);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(markingRefusals.stale);
    expect(await auditLines(t.database.db, { action: 'marking.mark' })).toEqual([]);
  });

  it('saves marks with their audit lines and recomputes the total, which Alice does not see before release', async () => {
    const cookie = await staffCookie(instructor);
    const saved = await t.call(
      'staff/saveMarks',
      {
        ...aliceBody,
        marks: [
          { iid: 'i7', mark: 7, comment },
          { iid: 'i8', mark: 10 },
        ],
        version: 0,
      },
      cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // (6 right + 7/10 + 10/10) of 8 questions.
    expect(saved.json()).toEqual({ version: 1, status: 'marked', total: 96.25 });
    const lines = await auditLines(t.database.db, { action: 'marking.mark' });
    expect(lines.map((line) => [line.before, line.after])).toEqual([
      [
        { eid: aliceBody.eid, iid: 'i7', mark: null, comment: null },
        { eid: aliceBody.eid, iid: 'i7', mark: 7, comment },
      ],
      [
        { eid: aliceBody.eid, iid: 'i8', mark: null, comment: null },
        { eid: aliceBody.eid, iid: 'i8', mark: 10, comment: '' },
      ],
    ]);
    expect(lines[0]?.actorUserId).toBe(instructor.user.id);

    const seen = await whatAliceReads();
    expect(seen.item).toMatchObject({ score: 100, marks: [] });
    expect(seen.answers.score).toBe(100);
    expect(seen.bodies).not.toContain('cite the source');
    expect(seen.bodies).not.toContain('96.25');
    expect(seen.notices).toEqual([]);
  });

  it('releases the marked attempts: Alice then reads the total and the comments', async () => {
    const cookie = await staffCookie(instructor);
    const released = await t.call('staff/releaseMarks', { assessid: 'pd-exam' }, cookie);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ released: 1 });
    const [line] = await auditLines(t.database.db, { action: 'marking.release' });
    expect(line?.after).toEqual({ eid: aliceBody.eid, score: 96.25, version: 1 });

    const seen = await whatAliceReads();
    expect(seen.item.score).toBe(96.25);
    expect(seen.item.marks).toEqual([
      { iid: 'i7', n: 7, mark: 7, outOf: 10, comment },
      { iid: 'i8', n: 8, mark: 10, outOf: 10, comment: '' },
    ]);
    expect(seen.answers.score).toBe(96.25);
    // The bell tells her, and opens the course's Assessments tab.
    expect(seen.notices).toEqual([
      expect.objectContaining({ link: `/course?course=${bcid}&tab=assessments` }),
    ]);
  });

  it('keeps what was released until a changed mark is released again', async () => {
    const cookie = await staffCookie(instructor);
    const changed = await t.call(
      'staff/saveMarks',
      { ...aliceBody, marks: [{ iid: 'i7', mark: 5, comment: 'Revised' }], version: 1 },
      cookie,
    );
    expect(changed.json()).toEqual({ version: 2, status: 'marked', total: 93.75 });
    const lines = await auditLines(t.database.db, { action: 'marking.mark' });
    expect(lines.at(-1)?.before).toEqual({ eid: aliceBody.eid, iid: 'i7', mark: 7, comment });
    expect(lines.at(-1)?.after).toEqual({ eid: aliceBody.eid, iid: 'i7', mark: 5, comment: 'Revised' });

    let seen = await whatAliceReads();
    expect(seen.item.score).toBe(96.25);
    expect(seen.item.marks[0]).toMatchObject({ mark: 7, comment });
    expect(seen.bodies).not.toContain('Revised');

    const again = await t.call('staff/releaseMarks', aliceBody, await staffCookie(instructor));
    expect(again.json()).toEqual({ released: 1 });
    seen = await whatAliceReads();
    expect(seen.item.score).toBe(93.75);
    expect(seen.item.marks[0]).toMatchObject({ mark: 5, comment: 'Revised' });
    const queue = await t.call('staff/listMarking', { assessid: 'pd-exam' }, await staffCookie(instructor));
    expect(queue.json().rows[0]).toMatchObject({ status: 'released', total: 93.75 });
  });
});

describe('overriding an automatic score', () => {
  const reason = 'The key accepts only one of two defensible options';

  it('overrides an objective answer with a reason: the total follows, Alice sees it only once released', async () => {
    const cookie = await staffCookie(instructor);
    const overridden = await t.call(
      'staff/saveMarks',
      { ...aliceBody, marks: [{ iid: 'i1', mark: 0.5, reason }], version: 2 },
      cookie,
    );
    expect(overridden.statusCode, overridden.body).toBe(200);
    // (5 right + 0.5 + 5/10 + 10/10) of 8 questions.
    expect(overridden.json()).toEqual({ version: 3, status: 'marked', total: 87.5 });
    const [line] = (await auditLines(t.database.db, { action: 'marking.mark' })).slice(-1);
    expect(line?.before).toEqual({ eid: aliceBody.eid, iid: 'i1', mark: null, comment: null });
    expect(line?.after).toEqual({ eid: aliceBody.eid, iid: 'i1', mark: 0.5, comment: '', reason });
    const attempt = await t.call('staff/getAttemptForMarking', aliceBody, cookie);
    expect(attempt.json().questions[0]).toMatchObject({
      iid: 'i1',
      right: true,
      mark: 0.5,
      reason,
      outOf: 1,
    });

    let seen = await whatAliceReads();
    expect(seen.item.score).toBe(93.75);
    expect(seen.bodies).not.toContain(reason);

    await t.call('staff/releaseMarks', aliceBody, await staffCookie(instructor));
    seen = await whatAliceReads();
    expect(seen.item.score).toBe(87.5);
    expect(seen.item.marks[0]).toEqual({ iid: 'i1', n: 1, mark: 0.5, outOf: 1, comment: '' });
    expect(seen.bodies).not.toContain(reason);
  });

  it('removes the override: the automatic score stands again, and the released one until the next release', async () => {
    const cookie = await staffCookie(instructor);
    const removed = await t.call(
      'staff/saveMarks',
      { ...aliceBody, marks: [{ iid: 'i1', mark: null }], version: 3 },
      cookie,
    );
    expect(removed.json()).toEqual({ version: 4, status: 'marked', total: 93.75 });
    const [line] = (await auditLines(t.database.db, { action: 'marking.mark' })).slice(-1);
    expect(line?.before).toEqual({ eid: aliceBody.eid, iid: 'i1', mark: 0.5, comment: '', reason });
    expect(line?.after).toEqual({ eid: aliceBody.eid, iid: 'i1', mark: null, comment: '' });
    expect((await whatAliceReads()).item.score).toBe(87.5);
    await t.call('staff/releaseMarks', aliceBody, await staffCookie(instructor));
    const seen = await whatAliceReads();
    expect(seen.item.score).toBe(93.75);
    expect(seen.item.marks.map((mark: { iid: string }) => mark.iid)).toEqual(['i7', 'i8']);
  });
});

describe('exporting the marks', () => {
  it("writes each submitted attempt's totals and marks as CSV, for the course's instructors only", async () => {
    const exported = await t.call(
      'staff/exportMarks',
      { assessid: 'pd-exam' },
      await staffCookie(instructor),
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const { filename, csv, truncated } = exported.json();
    expect(filename).toMatch(/^marks-pd-exam-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(truncated).toBe(false);
    const [header, alicesRow, ...rest] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Participant,Name,Username,Submitted,Status,Total (%),Released total (%),Overridden automatic scores,' +
        'Q7 mark (out of 10),Q7 comment,Q8 mark (out of 10),Q8 comment',
    );
    expect(alicesRow).toContain(`,${aliceBody.eid},`);
    expect(alicesRow).toMatch(/,released,93\.75,93\.75,,5,Revised,10,$/);
    // Bob's draft is not submitted: no row.
    expect(rest).toEqual([]);
    const refused = await t.call(
      'staff/exportMarks',
      { assessid: 'pd-exam' },
      await staffCookie(otherInstructor),
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('anonymous marking', () => {
  const bobKey = { oid: 'TESTORG', assessid: 'pd-exam', eid: bob.email.toLowerCase() };

  it('names learners by number until their attempt is released, and refuses their usernames', async () => {
    // Bob's attempt is submitted now: his marks are not released.
    await t.database.db
      .update(assessmentAttempts)
      .set({ status: 1, submittedAt: afterAnswers })
      .where(
        and(
          eq(assessmentAttempts.oid, bobKey.oid),
          eq(assessmentAttempts.assessid, bobKey.assessid),
          eq(assessmentAttempts.eid, bobKey.eid),
        ),
      );
    const cookie = await staffCookie(instructor);
    const set = await t.call('staff/setAnonymousMarking', { assessid: 'pd-exam', anonymous: true }, cookie);
    expect(set.json()).toEqual({ anonymous: true });
    const [line] = await auditLines(t.database.db, { action: 'marking.anonymous' });
    expect([line?.before, line?.after]).toEqual([{ anonymous: false }, { anonymous: true }]);

    const queue = await t.call('staff/listMarking', { assessid: 'pd-exam' }, cookie);
    expect(queue.json().anonymous).toBe(true);
    expect(queue.body).not.toContain('bob@');
    const rows = queue.json().rows as { eid: string; name: string | null; participant: number }[];
    const alicesRow = rows.find((row) => row.name !== null);
    const bobsRow = rows.find((row) => row.name === null);
    // Alice's attempt was released: her name shows beside her number.
    expect(alicesRow?.eid).toBe(`participant-${alicesRow?.participant}`);
    expect(bobsRow?.eid).toBe(`participant-${bobsRow?.participant}`);
    expect(new Set(rows.map((row) => row.participant))).toEqual(new Set([1, 2]));

    const byName = await t.call(
      'staff/getAttemptForMarking',
      { assessid: 'pd-exam', eid: bobKey.eid },
      cookie,
    );
    expect(byName.statusCode).toBe(404);
    const byNumber = await t.call(
      'staff/getAttemptForMarking',
      { assessid: 'pd-exam', eid: bobsRow?.eid },
      cookie,
    );
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json()).toMatchObject({
      eid: bobsRow?.eid,
      name: null,
      participant: bobsRow?.participant,
    });
    expect(byNumber.body).not.toContain('bob@');

    const saved = await t.call(
      'staff/saveMarks',
      { assessid: 'pd-exam', eid: bobsRow?.eid, marks: [{ iid: 'i7', mark: 4 }], version: 0 },
      cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The audit log (read by admins) keeps who the learner is.
    const [mark] = (await auditLines(t.database.db, { action: 'marking.mark' })).slice(-1);
    expect(mark?.after).toMatchObject({ eid: bobKey.eid, iid: 'i7', mark: 4 });
    const exported = await t.call('staff/exportMarks', { assessid: 'pd-exam' }, cookie);
    expect(exported.json().csv).not.toContain('bob@');
  });

  it('names everyone again when it is switched off', async () => {
    const cookie = await staffCookie(instructor);
    await t.call('staff/setAnonymousMarking', { assessid: 'pd-exam', anonymous: false }, cookie);
    const queue = await t.call('staff/listMarking', { assessid: 'pd-exam' }, cookie);
    expect(queue.json().anonymous).toBe(false);
    expect(
      queue.json().rows.map((row: { eid: string; participant: null }) => [row.eid, row.participant]),
    ).toEqual([
      [aliceBody.eid, null],
      [bobKey.eid, null],
    ]);
  });
});

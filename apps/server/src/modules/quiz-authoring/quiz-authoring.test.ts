import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid,
  createAssessmentsApp,
  examItems,
  examWindow,
  fixtureOid,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { createOrganisation } from '../../../test/factories.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { assessmentItems, quizzes } from '../../db/schema/content.ts';

// ADR 0091: admins author banks, quizzes and assessments; what they write is the import's own shape,
// scored by the learners' scorers, judged by the grace rule, and frozen once learners attempted it.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let admin: StaffWithSession;
let instructor: StaffWithSession;
let stranger: StaffWithSession;

beforeAll(async () => {
  t = await createAssessmentsApp();
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
  instructor = await staffSession(db, [{ role: 'instructor', scope: null }], { oid: fixtureOid });
  await createOrganisation(db, { oid: 'OTHER' });
  stranger = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const as = (who: StaffWithSession, name: string, body: Record<string, unknown>) =>
  t.call(name, { oid: who.oid, ...body }, who.cookie);
const ok = async (response: Awaited<ReturnType<typeof as>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** The fixture's eight questions (one of each answer type) as the editor sends them. */
const authored = examItems.map((item) => ({ ...item, iopts: item.iopts ?? [] }));
const objective = authored.filter((item) => item.atype <= 6).map(({ iid: _iid, ...item }) => item);
const csv = (rows: string[][]) =>
  Buffer.from(
    rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\n'),
  ).toString('base64');
const header = [
  'type',
  'question',
  'option 1',
  'option 2',
  'option 3',
  'option 4',
  'option 5',
  'option 6',
  'correct',
  'marks',
];

describe('question banks', () => {
  it('keeps a question of every answer type as it was written, its stem sanitised', async () => {
    const { bankid } = await ok(await as(admin, 'staff/createQuestionBank', { name: 'Pharmaceutics' }));
    for (const { iid: _iid, ...question } of authored) {
      await ok(await as(admin, 'staff/saveBankQuestion', { bankid, question: { ...question, qscore: 2 } }));
    }
    await ok(
      await as(admin, 'staff/saveBankQuestion', {
        bankid,
        question: { atype: 7, istem: '<p>Why?</p><img src=x onerror=alert(1)>', iopts: [] },
      }),
    );
    const bank = await ok(await as(admin, 'staff/getQuestionBank', { bankid }));
    expect(bank.questions.map((entry: { question: { atype: number } }) => entry.question.atype)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 7,
    ]);
    authored.forEach(({ iid: _iid, ...question }, index) => {
      expect(bank.questions[index].question).toEqual({ ...question, qscore: 2 });
    });
    expect(bank.questions[8].question.istem).not.toContain('onerror');
    const list = await ok(await as(admin, 'staff/listQuizAuthoring', {}));
    expect(list.banks).toContainEqual({ bankid, name: 'Pharmaceutics', questions: 9 });
  });

  it('refuses a single choice with two right options, naming the field', async () => {
    const { bankid } = await ok(await as(admin, 'staff/createQuestionBank', { name: 'Checks' }));
    const answer = await as(admin, 'staff/saveBankQuestion', {
      bankid,
      question: {
        atype: 1,
        istem: '<p>Pick</p>',
        iopts: [
          { content: 'A', correct: true },
          { content: 'B', correct: true },
        ],
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields['question.iopts']).toBe('exactly one option must be correct');
    const missing = await as(admin, 'staff/saveBankQuestion', {
      bankid,
      question: {
        atype: 4,
        istem: '<p>Pick</p>',
        iopts: [{ url: 'images/none.png', correct: true }, { url: 'images/pharmd.svg' }],
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['question.iopts.0.url']).toMatch(/not in the media store/);
  });

  it('reports every wrong row of a spreadsheet and imports none of it; a right one is imported whole', async () => {
    const { bankid } = await ok(await as(admin, 'staff/createQuestionBank', { name: 'Imported' }));
    const bad = await ok(
      await as(admin, 'staff/importBankQuestions', {
        bankid,
        filename: 'questions.csv',
        data: csv([
          header,
          ['1', 'Solid?', 'Tablet', 'Syrup', '', '', '', '', '1', '1'],
          ['9', 'Unknown type', 'A', 'B', '', '', '', '', '1', '1'],
          ['1', 'Two right', 'A', 'B', '', '', '', '', '1;2', '1'],
          ['6', 'Match', 'Dechallenge', 'Rechallenge = Giving it again', '', '', '', '', '', 'x'],
        ]),
      }),
    );
    expect(bad.imported).toBe(0);
    expect(bad.errors).toEqual([
      { row: 3, column: 'type', message: 'must be an answer type from 1 to 8' },
      { row: 4, column: 'correct', message: 'a single choice question has exactly one correct option' },
      { row: 5, column: 'marks', message: 'must be a number from 0 to 1000' },
      { row: 5, column: 'option 1', message: 'write a matching pair as "item = match"' },
    ]);
    expect((await ok(await as(admin, 'staff/getQuestionBank', { bankid }))).questions).toEqual([]);

    const good = await ok(
      await as(admin, 'staff/importBankQuestions', {
        bankid,
        filename: 'questions.csv',
        data: csv([
          header,
          ['1', 'Solid? <script>x</script>', 'Tablet', 'Syrup', '', '', '', '', '1', '1'],
          ['3', 'Liquids?', 'Syrup', 'Elixir', 'Tablet', '', '', '', '1;2', '2'],
          ['5', 'Pictures', 'images/pharmd.svg', 'images/pharmd.svg', '', '', '', '', '2', '1'],
          ['6', 'Match', 'Dechallenge = Stopping', 'Rechallenge = Giving it again', '', '', '', '', '', '1'],
          ['8', 'Upload', '', '', '', '', '', '', '', ''],
        ]),
      }),
    );
    expect(good).toEqual({ imported: 5, errors: [] });
    const bank = await ok(await as(admin, 'staff/getQuestionBank', { bankid }));
    expect(bank.questions[0].question).toEqual({
      atype: 1,
      istem: '<p>Solid? &lt;script&gt;x&lt;/script&gt;</p>',
      qscore: 1,
      iopts: [
        { content: 'Tablet', correct: true },
        { content: 'Syrup', correct: false },
      ],
    });
    expect(bank.questions[3].question.iopts).toEqual([
      { content: 'Dechallenge', match: 'Stopping' },
      { content: 'Rechallenge', match: 'Giving it again' },
    ]);
  });

  it('refuses a file that is not the spreadsheet its name says', async () => {
    const { bankid } = await ok(await as(admin, 'staff/createQuestionBank', { name: 'Files' }));
    const fake = await as(admin, 'staff/importBankQuestions', {
      bankid,
      filename: 'questions.xlsx',
      data: Buffer.from('type,question').toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields.data).toBeDefined();
  });
});

describe('quizzes', () => {
  it('authors a quiz of every objective type, scored by the learners scorer in the preview, recording nothing', async () => {
    await ok(
      await as(admin, 'staff/saveQuiz', {
        quizid: 'pd101-authored',
        create: true,
        qtype: 2,
        cutoff: 60,
        deadLine: null,
        qitems: objective,
      }),
    );
    const read = await ok(await as(admin, 'staff/getAuthoredQuiz', { quizid: 'pd101-authored' }));
    expect(read).toMatchObject({ qtype: 2, cutoff: 60, attempted: false });
    expect(read.qitems).toEqual(objective.map((item) => ({ ...item, qscore: 1 })));
    const preview = await ok(await as(admin, 'staff/previewQuiz', { quizid: 'pd101-authored' }));
    expect(JSON.stringify(preview)).not.toContain('correct');
    const right = [[0], [0], [0, 1], [1], [0, 2], [2, 1, 0]];
    const all = await ok(
      await as(admin, 'staff/checkQuizPreview', { quizid: 'pd101-authored', responses: right }),
    );
    expect(all).toMatchObject({ percent: 100, passed: true });
    const wrong = [[1], [1], [0], [0], [0, 2], [2, 1, 0]];
    const some = await ok(
      await as(admin, 'staff/checkQuizPreview', { quizid: 'pd101-authored', responses: wrong }),
    );
    expect(some).toMatchObject({ percent: 33, passed: false });
    expect(some.answers[0]).toMatchObject({ right: false, correct: [0] });
  });

  it('refuses open answers in a scored quiz and a second quiz of the same id', async () => {
    const open = await as(admin, 'staff/saveQuiz', {
      quizid: 'pd101-open',
      create: true,
      qtype: 1,
      cutoff: null,
      deadLine: null,
      qitems: [{ atype: 7, istem: '<p>Explain</p>', iopts: [] }],
    });
    expect(open.statusCode).toBe(400);
    expect(open.json().error.fields['qitems.0.atype']).toMatch(/mini assignment/);
    const again = await as(admin, 'staff/saveQuiz', {
      quizid: 'pd101-authored',
      create: true,
      qtype: 1,
      cutoff: null,
      deadLine: null,
      qitems: objective,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('assessments', () => {
  const base = {
    assessid: 'pd-authored',
    quiztype: 'assess',
    bpid: 'pharmd-2026',
    tid: 'pd101',
    title: 'Authored exam',
    ...examWindow,
    instructions: '<p>Read carefully.</p><script>alert(1)</script>',
    qitems: authored,
  };

  it('refuses an answer date inside the answer grace, naming it, and saves nothing', async () => {
    const answerdate = new Date(new Date(examWindow.enddate).getTime() + 30_000).toISOString();
    const early = await as(admin, 'staff/saveAssessment', { ...base, answerdate, create: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.answerdate).toMatch(/at least 60 s \(the answer grace\) after enddate/);
    const backwards = await as(admin, 'staff/saveAssessment', {
      ...base,
      enddate: examWindow.startdate,
      create: true,
    });
    expect(backwards.json().error.fields.enddate).toBe('must be after startdate');
    const missing = await as(admin, 'staff/getAuthoredAssessment', { assessid: 'pd-authored' });
    expect(missing.statusCode).toBe(404);
  });

  it('round-trips every answer type; a learner attempt is scored by the server; then its questions are frozen', async () => {
    await ok(await as(admin, 'staff/saveAssessment', { ...base, create: true }));
    const read = await ok(await as(admin, 'staff/getAuthoredAssessment', { assessid: 'pd-authored' }));
    expect(read.instructions).not.toContain('<script');
    expect(read.qitems).toEqual(authored.map((item) => ({ ...item, qscore: 1 })));
    expect(read.attempted).toBe(false);

    t.clock.set(new Date(new Date(examWindow.startdate).getTime() + 600_000));
    const cookie = await t.cookieOf(alice);
    const exam = { eid: alice.email, assessid: 'pd-authored', quiztype: 'assess' };
    expect((await t.call('getAssessmentQuiz', exam, cookie)).statusCode).toBe(200);
    const submitted = await t.call(
      'updateAssessment',
      { ...exam, device: 'dev-1', seq: 1, quizdata: { response: rightAnswers, status: 1 } },
      cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    t.clock.set(new Date(examWindow.enddate));
    const list = await t.call(
      'getAssessment',
      { eid: alice.email, bcid, quiztype: 'assess' },
      await t.cookieOf(alice),
    );
    const row = list.json().assessments.find((each: { assessid: string }) => each.assessid === 'pd-authored');
    expect(row).toMatchObject({ status: 1, score: 100 });
    t.clock.reset(); // the staff sessions are of the real day

    const changed = authored.map((item) => (item.iid === 'i1' ? { ...item, istem: '<p>Pick B</p>' } : item));
    const refused = await as(admin, 'staff/saveAssessment', { ...base, qitems: changed, create: false });
    expect(refused.statusCode).toBe(409);
    const [stem] = await t.database.db
      .select({ istem: assessmentItems.istem })
      .from(assessmentItems)
      .where(and(eq(assessmentItems.assessid, 'pd-authored'), eq(assessmentItems.iid, 'i1')));
    expect(stem?.istem).toBe('<p>Pick A</p>');
    await ok(
      await as(admin, 'staff/saveAssessment', { ...base, title: 'Authored exam (room 4)', create: false }),
    );
    t.clock.set(new Date(examWindow.enddate));
    const again = await t.call(
      'getAssessment',
      { eid: alice.email, bcid, quiztype: 'assess' },
      await t.cookieOf(alice),
    );
    expect(
      again.json().assessments.find((each: { assessid: string }) => each.assessid === 'pd-authored'),
    ).toMatchObject({
      title: 'Authored exam (room 4)',
      score: 100,
    });
  });
});

describe('who may author', () => {
  it('refuses an instructor, and another organisation reaches nothing of this one', async () => {
    expect((await as(instructor, 'staff/listQuizAuthoring', {})).statusCode).toBe(403);
    const { bankid } = await ok(await as(admin, 'staff/createQuestionBank', { name: 'Private' }));
    expect((await as(stranger, 'staff/getQuestionBank', { bankid })).statusCode).toBe(404);
    const named = await t.call('staff/getQuestionBank', { oid: fixtureOid, bankid }, stranger.cookie);
    expect(named.statusCode).toBe(403);
    expect((await as(stranger, 'staff/getAuthoredQuiz', { quizid: 'pd101-authored' })).statusCode).toBe(404);
    const list = await ok(await as(stranger, 'staff/listQuizAuthoring', {}));
    expect(list).toEqual({ banks: [], quizzes: [], assessments: [], batches: [] });
    const [quiz] = await t.database.db.select().from(quizzes).where(eq(quizzes.quizid, 'pd101-authored'));
    expect(quiz?.oid).toBe(fixtureOid);
  });
});

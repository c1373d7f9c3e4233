import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assessmentsBundle, duringExam, examWindow } from '../../../test/assessments-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { alice, bob, fixtureOid, quizBundle } from '../../../test/quiz-fixture.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { mediaKey } from '../../platform/media-key.ts';

/*
 * The last course files that were public media (ADR 0095): an announcement's file, and the pictures of
 * quizzes, question banks and assessments. /media does not serve them; whoever the server hands a
 * question gets each picture at an address on the content origin signed for them and that file alone.
 */

const bcid = 'pharmd-2026-pd101';
const picture = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`;

/** The quiz fixture with a picture quiz in pd101, an exam with pictures, and a file announcement. */
function picturesBundle(): Record<string, unknown> {
  const bundle = quizBundle();
  const pd101 = structuredClone(bundle['courses/pd101.json']) as { nuggets: Array<{ objects: unknown[] }> };
  pd101.nuggets[0]?.objects.push(
    { oid: 'pd101-pictures', otype: 'quiz', otitle: 'Protective wear' },
    {
      oid: 'pd101-calculator',
      otype: 'interactivity',
      otitle: 'Dose calculator',
      ourl: 'calculator/index.html',
    },
  );
  const exam = assessmentsBundle()['assessments/pd-exam.json'] as Record<string, unknown>;
  return {
    ...bundle,
    'courses/pd101.json': pd101,
    'quizzes/pd101-pictures.json': {
      quizid: 'pd101-pictures',
      qtype: 1,
      qitems: [
        {
          istem: '<p>Which is a glove?</p>',
          imageurl: 'quiz/ward.svg',
          atype: 4,
          iopts: [
            { url: 'quiz/glove.svg', content: 'Glove', correct: true },
            { url: 'quiz/mask.svg', content: 'Mask', correct: false },
          ],
        },
      ],
    },
    'assessments/pd-exam.json': {
      ...exam,
      qitems: [
        {
          iid: 'p1',
          atype: 4,
          istem: '<p>Which is a gown?</p>',
          img: 'exam/ward.svg',
          iopts: [
            { url: 'exam/gown.svg', content: 'Gown', correct: true },
            { url: 'exam/cross.svg', content: 'Cross', correct: false },
          ],
        },
      ],
    },
    'announcements.json': [
      {
        annid: 'ann-timetable',
        bpid: 'pharmd-2026',
        type: 'pdf',
        title: 'Timetable',
        description: '<p>The term timetable.</p>',
        sdate: 1782876600,
        mfname: 'files/timetable.pdf',
      },
      {
        annid: 'ann-welcome',
        bpid: 'pharmd-2026',
        type: 'html',
        title: 'Welcome',
        description: '<p>The welcome page.</p>',
        sdate: 1782876600,
        mfname: 'welcome/page.html',
      },
    ],
    'media/calculator/index.html':
      '<!doctype html><title>Calculator</title><script src="answers.js"></script>',
    'media/calculator/answers.js': 'const dose = 42;',
    'media/welcome/page.html': '<!doctype html><title>Welcome</title><link rel="stylesheet" href="page.css">',
    'media/welcome/page.css': 'body { margin: 0; }',
    'media/quiz/ward.svg': picture('quiz ward'),
    'media/quiz/glove.svg': picture('quiz glove'),
    'media/quiz/mask.svg': picture('quiz mask'),
    'media/exam/ward.svg': picture('exam ward'),
    'media/exam/gown.svg': picture('exam gown'),
    'media/exam/cross.svg': picture('exam cross'),
    'media/files/timetable.pdf': '%PDF-1.4\n%%EOF\n',
    'media/images/fresh.svg': picture('fresh'),
  };
}

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let admin: StaffWithSession;

beforeAll(async () => {
  t = await createLearnerHomeApp(picturesBundle());
  await t.files.put(
    mediaKey(fixtureOid, 'announcements/g1/0001-poster.png'),
    new Uint8Array([137]),
    'image/png',
  );
  admin = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

/** A learner's cookie at `at` on the server's clock (the admin's session is of the real clock's hour). */
async function cookieAt(learner: typeof alice, at: Date): Promise<string> {
  t.clock.set(at);
  return t.cookieOf(learner);
}

async function ok(name: string, body: Record<string, unknown>, cookie: string) {
  const response = await t.call(name, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A GET of an address on the content origin. */
function fetchContent(address: string) {
  return t.app.content.inject({ method: 'GET', url: new URL(address).pathname });
}

const publicMedia = (path: string) => t.app.inject({ method: 'GET', url: `/media/${fixtureOid}/${path}` });

/** An address signed for one file of TESTORG: `/content/TESTORG/<eid>/<expires>/<depth>/<signature>/<path>`. */
const signedFor = (path: string) =>
  new RegExp(`^http://localhost:3001/content/TESTORG/[^/]+/\\d+/2/[\\w-]{43}/${path.replace('.', '\\.')}$`);

/** The address with its learner segment taken from `other` (another person's signature). */
function withLearnerOf(address: string, other: string): string {
  const learner = (value: string) => new URL(value).pathname.split('/')[3];
  return address.replace(`/${learner(address)}/`, `/${learner(other)}/`);
}

describe("/media refuses an announcement's file and a question's picture", () => {
  it.each([
    'quiz/ward.svg',
    'quiz/glove.svg',
    'exam/ward.svg',
    'exam/cross.svg',
    'files/timetable.pdf',
    'announcements/g1/0001-poster.png',
    // A page's folder is its own: its scripts and styles open only where the page does.
    'calculator/index.html',
    'calculator/answers.js',
    'welcome/page.html',
    'welcome/page.css',
  ])('does not serve %s', async (path) => {
    expect(await t.files.exists(mediaKey(fixtureOid, path))).toBe(true);
    expect((await publicMedia(path)).statusCode).toBe(404);
  });

  it.each(['logo.svg', 'images/pharmd.svg'])('still serves the public picture %s', async (path) => {
    expect((await publicMedia(path)).statusCode).toBe(200);
  });

  it("stops serving a picture as soon as an admin puts it in a bank's question", async () => {
    expect((await publicMedia('images/fresh.svg')).statusCode).toBe(200);
    const { bankid } = await ok('staff/createQuestionBank', { name: 'Pictures' }, admin.cookie);
    await ok(
      'staff/saveBankQuestion',
      {
        bankid,
        question: {
          atype: 4,
          istem: '<p>Which is fresh?</p>',
          iopts: [{ url: 'images/fresh.svg', correct: true }, { url: 'quiz/glove.svg' }],
        },
      },
      admin.cookie,
    );
    expect((await publicMedia('images/fresh.svg')).statusCode).toBe(404);
  });
});

describe("a learner's announcement file", () => {
  it('opens at the address signed for the learner, not as public media', async () => {
    const cookie = await cookieAt(alice, duringExam);
    const { announcements } = await ok('getAnnouncements', { bpid: 'pharmd-2026', rtype: 'get' }, cookie);
    const timetable = announcements.find((row: { annid: string }) => row.annid === 'ann-timetable');
    expect(timetable.fileUrl).toMatch(signedFor('files/timetable.pdf'));
    expect((await fetchContent(timetable.fileUrl)).body).toBe('%PDF-1.4\n%%EOF\n');
  });
});

describe("a quiz's pictures", () => {
  it('come signed for the learner, each opening its own file only', async () => {
    const quiz = await ok('getQuiz', { bcid, quizid: 'pd101-pictures' }, await cookieAt(alice, duringExam));
    const [question] = quiz.qitems;
    expect(question.imageurl).toMatch(signedFor('quiz/ward.svg'));
    expect(question.iopts.map((option: { url: string }) => option.url)).toEqual([
      expect.stringMatching(signedFor('quiz/glove.svg')),
      expect.stringMatching(signedFor('quiz/mask.svg')),
    ]);
    expect((await fetchContent(question.imageurl)).body).toBe(picture('quiz ward'));
    expect((await fetchContent(question.iopts[0].url)).body).toBe(picture('quiz glove'));

    const bobs = await ok('getQuiz', { bcid, quizid: 'pd101-pictures' }, await cookieAt(bob, duringExam));
    const forgeries = [
      // Another learner's name under Alice's signature, another file, another organisation.
      withLearnerOf(question.imageurl, bobs.qitems[0].imageurl),
      question.imageurl.replace('quiz/ward.svg', 'exam/ward.svg'),
      question.imageurl.replace('/content/TESTORG/', '/content/OTHERORG/'),
    ];
    for (const address of forgeries) expect((await fetchContent(address)).statusCode, address).toBe(403);
  });

  it("come signed for the admin in the quiz's preview", async () => {
    const preview = await ok('staff/previewQuiz', { quizid: 'pd101-pictures' }, admin.cookie);
    expect((await fetchContent(preview.qitems[0].imageurl)).body).toBe(picture('quiz ward'));
    expect((await fetchContent(preview.qitems[0].iopts[1].url)).body).toBe(picture('quiz mask'));
  });
});

describe("an assessment's pictures", () => {
  const exam = { assessid: 'pd-exam', quiztype: 'assess' };

  it('reach nobody before the exam opens, and come signed for the learner during it', async () => {
    const early = await t.call(
      'getAssessmentQuiz',
      { eid: alice.email, ...exam },
      await cookieAt(alice, new Date(new Date(examWindow.startdate).getTime() - 1000)),
    );
    expect(early.statusCode).toBe(409);
    expect(early.body).not.toContain('exam/');

    const quiz = await ok(
      'getAssessmentQuiz',
      { eid: alice.email, ...exam },
      await cookieAt(alice, duringExam),
    );
    const [question] = quiz.qitems;
    expect(question.img).toMatch(signedFor('exam/ward.svg'));
    expect((await fetchContent(question.img)).body).toBe(picture('exam ward'));
    expect((await fetchContent(question.iopts[0].url)).body).toBe(picture('exam gown'));
    expect((await fetchContent(question.img.replace('exam/ward.svg', 'exam/gown.svg'))).statusCode).toBe(403);
  });

  it('come signed for the learner in the answers', async () => {
    const answers = await ok(
      'getAssessmentAnswers',
      { eid: bob.email, ...exam },
      await cookieAt(bob, new Date(examWindow.answerdate)),
    );
    expect(answers.qitems[0].img).toMatch(signedFor('exam/ward.svg'));
    expect((await fetchContent(answers.qitems[0].iopts[1].url)).body).toBe(picture('exam cross'));
  });

  it("come signed for the admin in the exam's preview", async () => {
    const preview = await ok('staff/previewAssessment', { assessid: 'pd-exam' }, admin.cookie);
    expect(preview.qitems[0].img).toMatch(signedFor('exam/ward.svg'));
    expect((await fetchContent(preview.qitems[0].img)).body).toBe(picture('exam ward'));
  });
});

import { rm } from 'node:fs/promises';
import { importContent } from '../src/content-sections.ts';
import { writeBundle } from './bundle-fixture.ts';
import { signIn } from './factories.ts';
import { alice, bob, carol, fixtureOid, learnerHomeBundle } from './learner-home-fixture.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/*
 * The learner home test bundle with an assessment of every answer type and an assignment, for the tests
 * of the assessments module. Not used by the product. Alice and Bob study in pharmd-2026 (course
 * pharmd-2026-pd101); Carol has no enrolment.
 */

export { alice, bob, carol, fixtureOid };
export const bcid = 'pharmd-2026-pd101';

export interface ExamWindow {
  startdate: string;
  enddate: string;
  answerdate: string;
}

/** The exam's window by default: 1 December 2026, 10:00 to 11:00 in India, answers from the next day. */
export const examWindow: ExamWindow = {
  startdate: '2026-12-01T10:00:00+05:30',
  enddate: '2026-12-01T11:00:00+05:30',
  answerdate: '2026-12-02T10:00:00+05:30',
};

const choice = (content: string, correct: boolean) => ({ content, correct });
const picture = (content: string, correct: boolean) => ({ url: 'images/pharmd.svg', content, correct });

/** The exam's questions: i1 to i8, one of each answer type. */
export const examItems = [
  {
    iid: 'i1',
    atype: 1,
    istem: '<p>Pick A</p>',
    iopts: [choice('A', true), choice('B', false), choice('C', false)],
  },
  { iid: 'i2', atype: 2, istem: '<p>True?</p>', iopts: [choice('True', true), choice('False', false)] },
  {
    iid: 'i3',
    atype: 3,
    istem: '<p>A and B</p>',
    iopts: [choice('A', true), choice('B', true), choice('C', false)],
  },
  { iid: 'i4', atype: 4, istem: '<p>Second</p>', iopts: [picture('one', false), picture('two', true)] },
  {
    iid: 'i5',
    atype: 5,
    istem: '<p>First and third</p>',
    iopts: [picture('one', true), picture('two', false), picture('three', true)],
  },
  {
    iid: 'i6',
    atype: 6,
    istem: '<p>Match</p>',
    iopts: [
      { content: 'Dechallenge', match: 'Stopping the medicine' },
      { content: 'Rechallenge', match: 'Giving it again' },
      { content: 'Signal', match: 'A possible association' },
    ],
  },
  { iid: 'i7', atype: 7, istem: '<p>Explain</p>' },
  { iid: 'i8', atype: 8, istem: '<p>Upload</p>' },
];

/**
 * Right answers of i1 to i6 as a learner sends them. The match column is alphabetical: 'A possible
 * association', 'Giving it again', 'Stopping the medicine'.
 */
export const rightAnswers = [
  { iid: 'i1', selected: [0] },
  { iid: 'i2', selected: [0] },
  { iid: 'i3', selected: [0, 1] },
  { iid: 'i4', selected: [1] },
  { iid: 'i5', selected: [0, 2] },
  { iid: 'i6', matched: [2, 1, 0] },
];

export function assessmentsBundle(window: ExamWindow = examWindow): Record<string, unknown> {
  return {
    ...learnerHomeBundle(),
    'assessments/pd-exam.json': {
      assessid: 'pd-exam',
      quiztype: 'assess',
      bpid: 'pharmd-2026',
      tid: 'pd101',
      title: 'Pharmaceutics exam',
      ...window,
      instructions: '<p>Answer every question.</p><script>alert(1)</script>',
      qitems: examItems,
    },
    'assessments/pd-assignment.json': {
      assessid: 'pd-assignment',
      quiztype: 'assign',
      bpid: 'pharmd-2026',
      tid: 'pd101',
      title: 'Pharmaceutics assignment',
      instructions: '<p>Answer each question.</p>',
      qitems: [
        { iid: 'a1', atype: 7, istem: '<p>Write</p>' },
        { iid: 'a2', atype: 1, istem: '<p>Pick</p>', iopts: [choice('Yes', true), choice('No', false)] },
      ],
    },
  };
}

/** A timed exam of pd102, an elective of batch pharmd-2026 that Alice chose and Bob did not. */
export const electiveExam = { assessid: 'pd-elective-exam', quiztype: 'assess' };

/** Ten minutes into the exams' window. */
export const duringExam = new Date(new Date(examWindow.startdate).getTime() + 600_000);

/** The bundle with the elective's exam added. */
export function electiveExamBundle(): Record<string, unknown> {
  return {
    ...assessmentsBundle(),
    'assessments/pd-elective-exam.json': {
      ...electiveExam,
      bpid: 'pharmd-2026',
      tid: 'pd102',
      title: 'Anatomy exam',
      ...examWindow,
      instructions: '<p>Answer.</p>',
      qitems: examItems.slice(0, 2),
    },
  };
}

/** A test app with the assessments bundle imported. */
export async function createAssessmentsApp(
  bundle: Record<string, unknown> = assessmentsBundle(),
  options: { webFolder?: string } = {},
) {
  const t: TestApp = await createTestApp({}, options);
  const folder = await writeBundle(bundle);
  try {
    await importContent(t.database.db, folder, t);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return {
    ...t,
    /** Signs a fixture learner in (at the clock's moment: move the clock first). */
    cookieOf: (learner: { email: string; password: string }) =>
      signIn(t.app, learner.email, learner.password, fixtureOid),
    call: (name: string, body: Record<string, unknown>, cookie?: string) =>
      call(t.app, name, { oid: fixtureOid, ...body }, cookie),
  };
}

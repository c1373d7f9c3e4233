import { courseBundle } from './course-fixture.ts';
import { alice, bob, carol, createLearnerHomeApp, fixtureOid } from './learner-home-fixture.ts';

/*
 * The course bundle with a quiz of every type, two mini assignments (one past its deadline, which Bob
 * submitted and was given feedback on) and course and instructor feedback forms, for the tests of the
 * quizzes module. Not used by the product.
 */

export { alice, bob, carol, fixtureOid };

/** Between the open mini assignment's deadline and the closed one's. */
export const fixtureNow = new Date('2026-11-20T10:00:00+05:30');

const choice = (istem: string, right: number, options: string[], feedback?: string[]) => ({
  istem,
  atype: 1,
  iopts: options.map((content, index) => ({
    content,
    correct: index === right,
    ...(feedback ? { feedback: feedback[index] } : {}),
  })),
});

export function quizBundle(): Record<string, unknown> {
  const bundle = courseBundle();
  const pd101 = bundle['courses/pd101.json'] as {
    nuggets: Array<{ objects: unknown[] }>;
    freenavigation?: boolean;
  };
  // Any object may be opened, so a quiz can be reached directly (the order rules have tests of their own).
  pd101.freenavigation = true;
  const quizObjects = ['pd101-formative', 'pd101-summative', 'pd101-mini', 'pd101-late'].map((oid) => ({
    oid,
    otype: 'quiz',
    otitle: oid,
  }));
  pd101.nuggets[0]?.objects.push(...quizObjects);
  return {
    ...bundle,
    'quizzes/pd101-formative.json': {
      quizid: 'pd101-formative',
      qtype: 0,
      qitems: [
        choice('<p>Capsule?</p>', 0, ['Solid', 'Gas'], ['Yes: a solid dosage form.', 'No.']),
        choice('<p>Syrup?</p>', 1, ['Solid', 'Liquid']),
      ],
    },
    'quizzes/pd101-summative.json': {
      quizid: 'pd101-summative',
      qtype: 1,
      qitems: [
        choice('<p>Tablet?</p>', 0, ['Solid', 'Liquid']),
        {
          istem: '<p>Which are liquids?</p>',
          atype: 3,
          qscore: 2,
          iopts: [
            { content: 'Syrup', correct: true },
            { content: 'Elixir', correct: true },
            { content: 'Tablet', correct: false },
          ],
        },
      ],
    },
    'quizzes/pd101-mini.json': {
      quizid: 'pd101-mini',
      qtype: 3,
      deadLine: '2026-12-15T23:59:00+05:30',
      qitems: [
        { istem: '<p>Describe a tablet.</p>', atype: 7, qscore: 5 },
        { istem: '<p>Upload your worksheet.</p>', atype: 8, qscore: 5 },
      ],
    },
    'quizzes/pd101-late.json': {
      quizid: 'pd101-late',
      qtype: 3,
      deadLine: '2026-11-01T23:59:00+05:30',
      qitems: [{ istem: '<p>Describe a capsule.</p>', atype: 7, qscore: 10 }],
    },
    'course-feedback.json': [
      {
        tid: 'pd101',
        crir: 'cr',
        comment: true,
        questions: [
          { qid: 'cr1', question: 'The course met my needs.' },
          { qid: 'cr2', question: 'The readings helped.' },
        ],
      },
      {
        tid: 'pd101',
        crir: 'ir',
        questions: [{ qid: 'ir1', question: 'The instructor explained clearly.' }],
      },
      {
        tid: 'pd102',
        crir: 'cr',
        enabled: false,
        questions: [{ qid: 'cr1', question: 'The course met my needs.' }],
      },
    ],
    // Who teaches pd101 in the batch: the one name the course page and the instructor feedback give.
    'course-instructors.json': [
      {
        bcid: 'pharmd-2026-pd101',
        name: 'Dr Meera Rao',
        designation: 'Professor',
        org: 'Test University',
        pic: 'images/pharmd.svg',
        emailid: 'meera.rao@example.test',
      },
    ],
    'mini-assignments.json': [
      {
        eid: bob.email,
        bcid: 'pharmd-2026-pd101',
        quizid: 'pd101-late',
        edited: 1,
        submittedAt: '2026-10-30T18:00:00+05:30',
        response: [{ text: 'A capsule is a solid dosage form in a gelatin shell.' }],
        score: 8,
        feedback: [
          {
            givenby: 'Dr Meera Rao',
            message: 'Good; mention hard and soft capsules.',
            timeStamp: '2026-11-03T11:00:00+05:30',
          },
        ],
      },
    ],
  };
}

/** A test app with the quiz bundle imported, its clock stopped at `fixtureNow`. */
export async function createQuizApp() {
  const t = await createLearnerHomeApp(quizBundle());
  t.clock.set(fixtureNow);
  return t;
}

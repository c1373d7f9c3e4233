import { z } from 'zod';
import {
  Answer,
  AssessmentAnswers,
  QuizKind as AssessmentKind,
  QuizQuestion as AssessmentQuestion,
} from './assessments.ts';
import { Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { MediaPath } from './content-bundle.ts';
import { QuizType } from './content-bundle-questions.ts';
import { defineOperation } from './operation.ts';
import { QuestionReview, QuizAnswer, QuizQuestion } from './quizzes.ts';

/*
 * Quizzes and assessments authored in the browser (issue 25 item 3, ADR 0091): the organisation's
 * question banks, a course quiz's settings and questions, an assessment's window and questions, a
 * spreadsheet of questions, and a preview as a learner that records nothing. Admins only. A question
 * is written here in one loose shape; the server turns it into the content bundle's `QuizItem` or
 * `AssessmentItem` and checks it with the import's own rules, so an authored quiz and an imported one
 * are the same.
 */

/** Most options a question takes (as the content bundle). */
export const maxOptions = 20;
/** Largest spreadsheet of questions, in bytes. */
export const maxSpreadsheetBytes = 512_000;

const Text = Line.trim().max(limits.shortText);

/** One option: text (`content`), a picture (`url`), whether it is right, its match (matching), feedback. */
export const AuthoredOption = z
  .object({
    content: Text.optional(),
    url: MediaPath.optional(),
    correct: z.boolean().optional(),
    match: Text.optional(),
    feedback: Text.optional(),
  })
  .strict();
export type AuthoredOption = z.infer<typeof AuthoredOption>;

/** A question of any answer type (1 to 8); `iid` names an assessment's question once saved. */
export const AuthoredQuestion = z
  .object({
    iid: Id.optional(),
    atype: z.number().int().min(1).max(8),
    istem: Paragraphs.max(limits.html),
    imageurl: MediaPath.optional(),
    qscore: z.number().min(0).max(1000).default(1),
    iopts: z.array(AuthoredOption).max(maxOptions).default([]),
  })
  .strict();
export type AuthoredQuestion = z.infer<typeof AuthoredQuestion>;
export type AuthoredQuestionInput = z.input<typeof AuthoredQuestion>;

const Questions = z.array(AuthoredQuestion).max(limits.listItems);
const Moment = z.iso.datetime({ offset: true });

export const BankSummary = z.object({ bankid: z.string(), name: z.string(), questions: z.number().int() });
export const QuizSummary = z.object({
  quizid: z.string(),
  tid: z.string().nullable(),
  qtype: QuizType,
  questions: z.number().int(),
  attempted: z.boolean(),
});
export const AssessmentSummary = z.object({
  assessid: z.string(),
  title: z.string(),
  quiztype: z.enum(['assess', 'assign']),
  bpid: z.string(),
  tid: z.string().nullable(),
  startdate: z.string().nullable(),
  enddate: z.string().nullable(),
  attempted: z.boolean(),
});
export const BatchChoice = z.object({
  bpid: z.string(),
  title: z.string(),
  courses: z.array(z.object({ tid: z.string(), ttitle: z.string() })),
});

export const listQuizAuthoring = defineOperation({
  name: 'staff/listQuizAuthoring',
  access: 'staff',
  roles: ['admin'],
  summary:
    "The organisation's question banks, quizzes and assessments, and the batches an assessment may belong to.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({
    banks: z.array(BankSummary),
    quizzes: z.array(QuizSummary),
    assessments: z.array(AssessmentSummary),
    batches: z.array(BatchChoice),
  }),
});

export const createQuestionBank = defineOperation({
  name: 'staff/createQuestionBank',
  access: 'staff',
  roles: ['admin'],
  summary: 'A new, empty question bank of the organisation.',
  body: z.object({ oid: Oid, name: Line.trim().min(1).max(limits.name) }).strict(),
  response: z.object({ bankid: z.string() }),
});

export const getQuestionBank = defineOperation({
  name: 'staff/getQuestionBank',
  access: 'staff',
  roles: ['admin'],
  summary: "A question bank's questions, with their right answers.",
  body: z.object({ oid: Oid, bankid: Id }).strict(),
  response: z.object({
    bankid: z.string(),
    name: z.string(),
    questions: z.array(z.object({ qid: z.string(), question: AuthoredQuestion })),
  }),
});

export const saveBankQuestion = defineOperation({
  name: 'staff/saveBankQuestion',
  access: 'staff',
  roles: ['admin'],
  summary: 'Adds a question to a bank, or replaces question `qid`. Quizzes that copied it keep their copy.',
  body: z.object({ oid: Oid, bankid: Id, qid: Id.optional(), question: AuthoredQuestion }).strict(),
  response: z.object({ qid: z.string() }),
});

export const deleteBankQuestion = defineOperation({
  name: 'staff/deleteBankQuestion',
  access: 'staff',
  roles: ['admin'],
  summary: 'Removes a question from a bank. Quizzes that copied it keep their copy.',
  body: z.object({ oid: Oid, bankid: Id, qid: Id }).strict(),
  response: z.object({ deleted: z.boolean() }),
});

/** The spreadsheet's columns, in order; the template has them. */
export const spreadsheetColumns = [
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
] as const;

/** The template's rows: the header and one example of each kind of question. */
export const spreadsheetTemplate: ReadonlyArray<ReadonlyArray<string>> = [
  spreadsheetColumns,
  ['1', 'Which is a solid dosage form?', 'Tablet', 'Syrup', 'Elixir', '', '', '', '1', '1'],
  ['3', 'Which are liquids?', 'Syrup', 'Elixir', 'Tablet', '', '', '', '1;2', '2'],
  [
    '4',
    'Which picture shows a capsule?',
    'images/capsule.png',
    'images/tablet.png',
    '',
    '',
    '',
    '',
    '1',
    '1',
  ],
  [
    '6',
    'Match each term',
    'Dechallenge = Stopping the medicine',
    'Rechallenge = Giving it again',
    '',
    '',
    '',
    '',
    '',
    '1',
  ],
  ['7', 'Describe a tablet in two lines.', '', '', '', '', '', '', '', '1'],
];

/** One problem of a spreadsheet row: its number as the spreadsheet shows it (the header is row 1). */
export const RowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type RowError = z.infer<typeof RowError>;

export const importBankQuestions = defineOperation({
  name: 'staff/importBankQuestions',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Adds the questions of a CSV or XLSX spreadsheet (base64) to a bank: all of them, or none when any row is wrong (each wrong row is reported).',
  body: z
    .object({
      oid: Oid,
      bankid: Id,
      filename: Line.trim().min(1).max(limits.name),
      data: z
        .string()
        .max(Math.ceil(maxSpreadsheetBytes / 3) * 4)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    })
    .strict(),
  response: z.object({ imported: z.number().int(), errors: z.array(RowError) }),
});

/** What became of one item of a QTI file: imported as an answer type, or why not; what was left out. */
export const QtiItemResult = z.object({
  /** The item's file in the package. */
  file: z.string(),
  identifier: z.string(),
  title: z.string(),
  /** The answer type it was imported as, or null when it was not imported. */
  atype: z.number().int().nullable(),
  /** Why it was not imported, or what of it was left out. */
  notes: z.array(z.string()),
});
export type QtiItemResult = z.infer<typeof QtiItemResult>;

export const importQtiQuestions = defineOperation({
  name: 'staff/importQtiQuestions',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Adds to a bank the items of an IMS QTI 2.1 content package (a zip with imsmanifest.xml) or of one assessmentItem XML file (base64) that map to an answer type; every other item is reported with the reason.',
  body: z
    .object({
      oid: Oid,
      bankid: Id,
      filename: Line.trim().min(1).max(limits.name),
      data: z
        .string()
        .max(Math.ceil(maxSpreadsheetBytes / 3) * 4)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    })
    .strict(),
  response: z.object({ imported: z.number().int(), items: z.array(QtiItemResult) }),
});

export const AuthoredQuiz = z.object({
  quizid: Id,
  qtype: QuizType,
  cutoff: z.number().min(0).max(100).nullable(),
  deadLine: Moment.nullable(),
  qitems: Questions,
});

export const getAuthoredQuiz = defineOperation({
  name: 'staff/getAuthoredQuiz',
  access: 'staff',
  roles: ['admin'],
  summary: 'A quiz with its right answers, and whether learners have attempted it.',
  body: z.object({ oid: Oid, quizid: Id }).strict(),
  response: AuthoredQuiz.extend({ tid: z.string().nullable(), attempted: z.boolean() }),
});

export const saveQuiz = defineOperation({
  name: 'staff/saveQuiz',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Creates (`create`) or replaces a quiz; a course's quiz object whose oid is the quizid shows it. Once attempted, only its deadline may change.",
  body: AuthoredQuiz.extend({ oid: Oid, create: z.boolean() }).strict(),
  response: z.object({ quizid: z.string() }),
});

export const AuthoredAssessment = z.object({
  assessid: Id,
  quiztype: z.enum(['assess', 'assign']),
  bpid: Id,
  tid: Id.nullable(),
  title: Line.trim().min(1).max(limits.name),
  startdate: Moment.nullable(),
  enddate: Moment.nullable(),
  answerdate: Moment.nullable(),
  instructions: Paragraphs.max(limits.html),
  qitems: Questions,
});

export const getAuthoredAssessment = defineOperation({
  name: 'staff/getAuthoredAssessment',
  access: 'staff',
  roles: ['admin'],
  summary: 'An assessment or assignment with its right answers, and whether learners have attempted it.',
  body: z.object({ oid: Oid, assessid: Id }).strict(),
  response: AuthoredAssessment.extend({ attempted: z.boolean() }),
});

export const saveAssessment = defineOperation({
  name: 'staff/saveAssessment',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Creates (`create`) or replaces an assessment or assignment; the answer date must lie at least the answer grace after the end. Once attempted, its questions, kind and batch stay.',
  body: AuthoredAssessment.extend({ oid: Oid, create: z.boolean() }).strict(),
  response: z.object({ assessid: z.string() }),
});

export const previewQuiz = defineOperation({
  name: 'staff/previewQuiz',
  access: 'staff',
  roles: ['admin'],
  summary: 'A saved quiz as a learner receives it (no right answers).',
  body: z.object({ oid: Oid, quizid: Id }).strict(),
  response: z.object({
    quizid: z.string(),
    qtype: QuizType,
    cutoff: z.number(),
    qitems: z.array(QuizQuestion),
  }),
});

export const checkQuizPreview = defineOperation({
  name: 'staff/checkQuizPreview',
  access: 'staff',
  roles: ['admin'],
  summary: "Scores a preview's answers as a learner's try would be scored; records nothing.",
  body: z.object({ oid: Oid, quizid: Id, responses: z.array(QuizAnswer).max(limits.listItems) }).strict(),
  response: z.object({ percent: z.number(), passed: z.boolean(), answers: z.array(QuestionReview) }),
});

export const previewAssessment = defineOperation({
  name: 'staff/previewAssessment',
  access: 'staff',
  roles: ['admin'],
  summary:
    'A saved assessment or assignment as a learner receives it (no right answers), whatever its window; starts no attempt.',
  body: z.object({ oid: Oid, assessid: Id }).strict(),
  response: z.object({
    assessid: z.string(),
    quiztype: AssessmentKind,
    title: z.string(),
    instructions: z.string(),
    qitems: z.array(AssessmentQuestion),
  }),
});

export const checkAssessmentPreview = defineOperation({
  name: 'staff/checkAssessmentPreview',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Marks a preview's answers as a submission would be (objective questions scored, open ones left to staff) and shows them with the right answers as learners see them; records nothing.",
  body: z.object({ oid: Oid, assessid: Id, response: z.array(Answer).max(limits.listItems) }).strict(),
  response: AssessmentAnswers,
});

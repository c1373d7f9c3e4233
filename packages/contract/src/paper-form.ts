import { z } from 'zod';
import { blank, type Check, checkedSchema, required } from './application-form-checks.ts';
import {
  anyImageKinds,
  type DocumentRule,
  documentNamesOf,
  imageKinds,
  missingDocumentChecks,
  storedDocument,
} from './application-form-documents.ts';
import { Line, limits, Paragraphs } from './common.ts';
import { IsoDate } from './content-bundle.ts';

/*
 * The paper-style APPLICATION FOR ADMISSION form (spec 3 §2, §3) and its submit checks (spec 3 §5),
 * shared by the form and the server through the forms' one check runner (application-form-checks.ts):
 * the fourteen checks in the spec's order, then the date rules, which need the university's today.
 */

const Text = Line.max(limits.name).default('');
const Short = Line.max(40).default('');
const YesNo = z.enum(['yes', 'no']).or(z.literal('')).default('');
const OptionalDate = IsoDate.or(z.literal('')).default('');

const rows = <T extends z.ZodType>(row: T, count: number) => z.array(row).length(count);

const SubjectRow = z.object({ subject: Text, grade: Short }).strict();
export type SubjectRow = z.output<typeof SubjectRow>;

/** A school certificate: its year, registration number and subjects with grades. */
const certificate = (subjects: number) =>
  z.object({ year: Short, regNo: Short, subjects: rows(SubjectRow, subjects) }).strict();

const OtherRow = z
  .object({ course: Text, awardingBody: Text, grades: Short, year: Short, duration: Short })
  .strict();

/** A post-secondary or graduate degree: from, to, university, qualification, main subjects, grade. */
const PostgraduateRow = z
  .object({ DurF: Short, DurT: Short, PostUni: Text, PostQua: Text, PostMain: Text, PostGradA: Short })
  .strict();

const ProgrammeRow = z.object({ title: Text, ftime: YesNo, ptime: YesNo }).strict();

/** How many rows each table of the form has (spec 3 §3 "History rows"; three programme choices). */
export const paperRows = {
  programmes: 3,
  tenth: 8,
  gceO: 8,
  twelfth: 4,
  subsidiary: 3,
  gceA: 4,
  other: 3,
  postgraduate: 3,
} as const;

export const paperFormShape = {
  // A. Details of applicant.
  profilePhoto: storedDocument(),
  appTitle: z.enum(['Mr', 'Mrs', 'Miss']).or(z.literal('')).default(''),
  surName: Text,
  firstName: Text,
  maidenName: Text,
  dob: OptionalDate,
  nationality: Text,
  nic: Line.max(limits.id).default(''),
  passport: Line.max(limits.id).default(''),
  address: Paragraphs.max(limits.shortText).default(''),
  phoneNo: Line.max(20)
    .regex(/^[0-9+ ]*$/, 'digits only')
    .default(''),
  homePhone: Line.max(20)
    .regex(/^[0-9+ ]*$/, 'digits only')
    .default(''),
  email: Line.max(limits.email).default(''),
  disability: Text,
  // B. Programme of study applied for.
  programmeTable: rows(ProgrammeRow, paperRows.programmes),
  // C. Academic records.
  tenth: certificate(paperRows.tenth),
  gceO: certificate(paperRows.gceO),
  twelfth: certificate(paperRows.twelfth).extend({ subsidiary: rows(SubjectRow, paperRows.subsidiary) }),
  gceA: certificate(paperRows.gceA),
  other: rows(OtherRow, paperRows.other),
  postgraduate: rows(PostgraduateRow, paperRows.postgraduate),
  sixthdoc: storedDocument(),
  sixth_Adoc: storedDocument(),
  englishAttest: z.boolean().default(false),
  attachAttest: storedDocument(),
  // D. Payment of application fee (Mauritian nationals only).
  payMode: z.enum(['online', 'direct']).or(z.literal('')).default(''),
  attachPaySlip: storedDocument(),
  attachDraft: storedDocument(),
  bankDraftNo: Line.max(limits.id).default(''),
  // E. Declaration.
  agreementName: Text,
  appDeclaration: z.boolean().default(false),
  // F. Documents.
  tenthdoc: storedDocument(),
  tweledoc: storedDocument(),
  degreemarksdoc: storedDocument(),
  mastersdoc: storedDocument(),
  idproofdoc: storedDocument(),
  // G. Application checklist, date and signature.
  compSection: z.boolean().default(false),
  attachedEvi: z.boolean().default(false),
  attachedCert: z.boolean().default(false),
  todaydate: OptionalDate,
  Signature: storedDocument(),
};

/** The form's fields and their formats, without the checks (what a save may hold at all). */
export const PaperFormShape = z.object(paperFormShape).strict();
export type PaperForm = z.output<typeof PaperFormShape>;

// Documents --------------------------------------------------------------------------------------------

/**
 * Every upload of the form, under its field name, with its label (the messages' prefix), its kinds
 * (png or jpeg; the profile photo any image, spec 3 §5) and, for the documents the fourteen checks
 * require, their message.
 */
export const paperDocuments = {
  profilePhoto: { label: 'Profile photo', kinds: anyImageKinds, missing: 'Please select Profile photo' },
  sixthdoc: { label: 'GCE O level certificate', kinds: imageKinds, missing: null },
  sixth_Adoc: { label: 'GCE A level certificate', kinds: imageKinds, missing: null },
  attachAttest: { label: 'English proficiency attestation', kinds: imageKinds, missing: null },
  attachPaySlip: { label: 'Proof of bank transfer', kinds: imageKinds, missing: null },
  attachDraft: { label: 'Bank draft', kinds: imageKinds, missing: null },
  tenthdoc: { label: '10th certificate', kinds: imageKinds, missing: 'Please select 10th certificate' },
  tweledoc: { label: '12th certificate', kinds: imageKinds, missing: 'Please select 12th certificate' },
  degreemarksdoc: { label: 'Degree marksheet', kinds: imageKinds, missing: null },
  mastersdoc: { label: 'Masters certificate', kinds: imageKinds, missing: null },
  idproofdoc: { label: 'ID proof', kinds: imageKinds, missing: 'Please select ID proof file' },
  Signature: { label: 'Signature', kinds: imageKinds, missing: 'Please select Signature file' },
} as const satisfies Record<string, DocumentRule>;
export type PaperDocument = keyof typeof paperDocuments;
export const paperDocumentNames = documentNamesOf(paperDocuments);

// The submit checks ------------------------------------------------------------------------------------

/** The e-mail check of the spec's forms: something@something.something. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A check of the form, which may depend on the university's today (YYYY-MM-DD). */
export type PaperCheck = Check<PaperForm, string>;

/** 11 and 12: a school certificate's year, registration number, first subject and first grade. */
function certificateChecks(group: 'tenth' | 'twelfth', name: string): PaperCheck[] {
  return [
    { field: `${group}.year`, fails: (f) => blank(f[group].year), message: `Please enter ${name} year` },
    {
      field: `${group}.regNo`,
      fails: (f) => blank(f[group].regNo),
      message: `Please enter ${name} registration No`,
    },
    {
      field: `${group}.subjects.0.subject`,
      fails: (f) => blank(f[group].subjects[0]?.subject ?? ''),
      message: `Please enter ${name} subjects`,
    },
    {
      field: `${group}.subjects.0.grade`,
      fails: (f) => blank(f[group].subjects[0]?.grade ?? ''),
      message: `Please enter ${name} grades`,
    },
  ];
}

/** The day ten years before `today` (both YYYY-MM-DD): the latest date of birth the form takes. */
export function latestDob(today: string): string {
  return `${String(Number(today.slice(0, 4)) - 10).padStart(4, '0')}${today.slice(4)}`;
}

export const paperRuleMessages = {
  dobTooRecent: 'Date of birth must be at least 10 years ago',
  dateMissing: 'Please select the date',
  dateBeforeToday: 'The date cannot be before today',
  bothModes: 'Choose full-time or part-time, not both',
} as const;

/** The spec's fourteen submit checks in order (spec 3 §5), then the form's date rules. */
export const paperFormChecks: readonly PaperCheck[] = [
  ...missingDocumentChecks<PaperForm, string>(paperDocuments, ['profilePhoto']),
  required('firstName', 'Name cannot be empty'),
  {
    field: 'email',
    fails: (f) => !blank(f.email) && !emailPattern.test(f.email.trim()),
    message: '*Please enter valid email-ID.',
  },
  required('appTitle', 'Please choose a title'),
  required('phoneNo', 'Phone number cannot be empty'),
  required('nic', 'NIC number cannot be empty'),
  required('nationality', 'Please enter nationality'),
  required('address', 'Please enter address'),
  required('dob', 'Please select DOB'),
  required('agreementName', 'Please enter declaration applicant fields'),
  ...certificateChecks('tenth', '10th Standard'),
  ...certificateChecks('twelfth', '12th Standard'),
  ...missingDocumentChecks<PaperForm, string>(paperDocuments, [
    'Signature',
    'tenthdoc',
    'tweledoc',
    'idproofdoc',
  ]),
  // The other rules of spec 3 §5, after the fourteen.
  { field: 'dob', fails: (f, today) => f.dob > latestDob(today), message: paperRuleMessages.dobTooRecent },
  required('todaydate', paperRuleMessages.dateMissing),
  {
    field: 'todaydate',
    fails: (f, today) => f.todaydate < today,
    message: paperRuleMessages.dateBeforeToday,
  },
  {
    field: 'programmeTable',
    fails: (f) => f.programmeTable.some((row) => row.ftime === 'yes' && row.ptime === 'yes'),
    message: paperRuleMessages.bothModes,
  },
];

/** The form with its checks, for the university's `today` (YYYY-MM-DD): the first failure only. */
export function paperFormSchema(today: string) {
  return checkedSchema(PaperFormShape, paperFormChecks, today);
}

/** Whether section D (payment of the application fee) applies: Mauritian nationals only. */
export function isMauritian(nationality: string): boolean {
  return /^mauriti(an|us)$/i.test(nationality.trim());
}

/** A form with nothing entered: every table at its number of rows. */
export function blankPaperForm(): PaperForm {
  const subjects = (count: number) => Array.from({ length: count }, () => ({ subject: '', grade: '' }));
  const certificate = (count: number) => ({ year: '', regNo: '', subjects: subjects(count) });
  return PaperFormShape.parse({
    programmeTable: Array.from({ length: paperRows.programmes }, () => ({})),
    tenth: certificate(paperRows.tenth),
    gceO: certificate(paperRows.gceO),
    twelfth: { ...certificate(paperRows.twelfth), subsidiary: subjects(paperRows.subsidiary) },
    gceA: certificate(paperRows.gceA),
    other: Array.from({ length: paperRows.other }, () => ({})),
    postgraduate: Array.from({ length: paperRows.postgraduate }, () => ({})),
  });
}

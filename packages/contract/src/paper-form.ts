import { z } from 'zod';
import { StoredFileName, uploadMessages } from './application-form.ts';
import { Line, limits, Paragraphs } from './common.ts';
import { IsoDate } from './content-bundle.ts';

/*
 * The paper-style APPLICATION FOR ADMISSION form (spec 3 §2, §3) and its submit checks (spec 3 §5),
 * shared by the form and the server: the fourteen checks run in the spec's order and only the first
 * failure is reported, with the spec's message, at the field it concerns; then the date rules, which
 * need the university's today.
 */

const Text = Line.max(limits.name).default('');
const Short = Line.max(40).default('');
const YesNo = z.enum(['yes', 'no']).or(z.literal('')).default('');
const Stored = StoredFileName.or(z.literal('')).default('');
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
  profilePhoto: Stored,
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
  sixthdoc: Stored,
  sixth_Adoc: Stored,
  englishAttest: z.boolean().default(false),
  attachAttest: Stored,
  // D. Payment of application fee (Mauritian nationals only).
  payMode: z.enum(['online', 'direct']).or(z.literal('')).default(''),
  attachPaySlip: Stored,
  attachDraft: Stored,
  bankDraftNo: Line.max(limits.id).default(''),
  // E. Declaration.
  agreementName: Text,
  appDeclaration: z.boolean().default(false),
  // F. Documents.
  tenthdoc: Stored,
  tweledoc: Stored,
  degreemarksdoc: Stored,
  mastersdoc: Stored,
  idproofdoc: Stored,
  // G. Application checklist, date and signature.
  compSection: z.boolean().default(false),
  attachedEvi: z.boolean().default(false),
  attachedCert: z.boolean().default(false),
  todaydate: OptionalDate,
  Signature: Stored,
};

/** The form's fields and their formats, without the checks (what a save may hold at all). */
export const PaperFormShape = z.object(paperFormShape).strict();
export type PaperForm = z.output<typeof PaperFormShape>;

// Documents --------------------------------------------------------------------------------------------

const documentKinds = ['jpg', 'jpeg', 'png'] as const;
/** The profile image may be any image (spec 3 §5), judged from its bytes. */
const imageKinds = [...documentKinds, 'gif', 'webp', 'bmp', 'tiff', 'avif'] as const;
export type PaperUploadKind = (typeof imageKinds)[number];

export const paperUploadTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/avif',
] as const;

export const paperMediaTypeOfKind: Record<PaperUploadKind, (typeof paperUploadTypes)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  avif: 'image/avif',
};

/** Every upload of the form, under its field name, with its label (the messages' prefix) and kinds. */
export const paperDocuments = {
  profilePhoto: { label: 'Profile photo', kinds: imageKinds },
  sixthdoc: { label: 'GCE O level certificate', kinds: documentKinds },
  sixth_Adoc: { label: 'GCE A level certificate', kinds: documentKinds },
  attachAttest: { label: 'English proficiency attestation', kinds: documentKinds },
  attachPaySlip: { label: 'Proof of bank transfer', kinds: documentKinds },
  attachDraft: { label: 'Bank draft', kinds: documentKinds },
  tenthdoc: { label: '10th certificate', kinds: documentKinds },
  tweledoc: { label: '12th certificate', kinds: documentKinds },
  degreemarksdoc: { label: 'Degree marksheet', kinds: documentKinds },
  mastersdoc: { label: 'Masters certificate', kinds: documentKinds },
  idproofdoc: { label: 'ID proof', kinds: documentKinds },
  Signature: { label: 'Signature', kinds: documentKinds },
} as const;
export type PaperDocument = keyof typeof paperDocuments;
export const paperDocumentNames = Object.keys(paperDocuments) as [PaperDocument, ...PaperDocument[]];

/** Sizes a document of the form may have, in bytes (spec 3 §9: 50 KB to 250 KB). */
export const paperFileBytes = { min: 51_200, max: 256_000 } as const;

/** The type message of a document, prefixed by its label (the spec's words for jpg, jpeg and png). */
export function paperWrongTypeMessage(document: PaperDocument): string {
  const { label, kinds } = paperDocuments[document];
  return kinds.length > documentKinds.length
    ? `${label} Only image files are allowed.`
    : `${label} Only images with .jpg, .jpeg, .png extension are allowed.`;
}

/** The extension of a file name, lowercased, when it is one the document accepts. */
export function paperKindOf(document: PaperDocument, fileName: string): PaperUploadKind | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (paperDocuments[document].kinds as readonly string[]).includes(extension)
    ? (extension as PaperUploadKind)
    : undefined;
}

/** The spec's checks of a chosen file (type, then size), prefixed by the label; undefined when fine. */
export function paperFileProblem(document: PaperDocument, file: { name: string; size: number }) {
  const { label } = paperDocuments[document];
  if (!paperKindOf(document, file.name)) return paperWrongTypeMessage(document);
  if (file.size < paperFileBytes.min) return `${label} ${uploadMessages.tooSmall}`;
  if (file.size > paperFileBytes.max) return `${label} ${uploadMessages.tooLarge}`;
  return undefined;
}

// The submit checks ------------------------------------------------------------------------------------

const blank = (value: string) => value.trim() === '';
/** The e-mail check of the spec's forms: something@something.something. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PaperCheck {
  path: (string | number)[];
  fails: (form: PaperForm, today: string) => boolean;
  message: string;
}

/** 11 and 12: a school certificate's year, registration number, first subject and first grade. */
function certificateChecks(group: 'tenth' | 'twelfth', name: string): PaperCheck[] {
  return [
    { path: [group, 'year'], fails: (f) => blank(f[group].year), message: `Please enter ${name} year` },
    {
      path: [group, 'regNo'],
      fails: (f) => blank(f[group].regNo),
      message: `Please enter ${name} registration No`,
    },
    {
      path: [group, 'subjects', 0, 'subject'],
      fails: (f) => blank(f[group].subjects[0]?.subject ?? ''),
      message: `Please enter ${name} subjects`,
    },
    {
      path: [group, 'subjects', 0, 'grade'],
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
  { path: ['profilePhoto'], fails: (f) => blank(f.profilePhoto), message: 'Please select Profile photo' },
  { path: ['firstName'], fails: (f) => blank(f.firstName), message: 'Name cannot be empty' },
  {
    path: ['email'],
    fails: (f) => !blank(f.email) && !emailPattern.test(f.email.trim()),
    message: '*Please enter valid email-ID.',
  },
  { path: ['appTitle'], fails: (f) => blank(f.appTitle), message: 'Please choose a title' },
  { path: ['phoneNo'], fails: (f) => blank(f.phoneNo), message: 'Phone number cannot be empty' },
  { path: ['nic'], fails: (f) => blank(f.nic), message: 'NIC number cannot be empty' },
  { path: ['nationality'], fails: (f) => blank(f.nationality), message: 'Please enter nationality' },
  { path: ['address'], fails: (f) => blank(f.address), message: 'Please enter address' },
  { path: ['dob'], fails: (f) => blank(f.dob), message: 'Please select DOB' },
  {
    path: ['agreementName'],
    fails: (f) => blank(f.agreementName),
    message: 'Please enter declaration applicant fields',
  },
  ...certificateChecks('tenth', '10th Standard'),
  ...certificateChecks('twelfth', '12th Standard'),
  { path: ['Signature'], fails: (f) => blank(f.Signature), message: 'Please select Signature file' },
  { path: ['tenthdoc'], fails: (f) => blank(f.tenthdoc), message: 'Please select 10th certificate' },
  { path: ['tweledoc'], fails: (f) => blank(f.tweledoc), message: 'Please select 12th certificate' },
  { path: ['idproofdoc'], fails: (f) => blank(f.idproofdoc), message: 'Please select ID proof file' },
  // The other rules of spec 3 §5, after the fourteen.
  { path: ['dob'], fails: (f, today) => f.dob > latestDob(today), message: paperRuleMessages.dobTooRecent },
  { path: ['todaydate'], fails: (f) => blank(f.todaydate), message: paperRuleMessages.dateMissing },
  {
    path: ['todaydate'],
    fails: (f, today) => f.todaydate < today,
    message: paperRuleMessages.dateBeforeToday,
  },
  {
    path: ['programmeTable'],
    fails: (f) => f.programmeTable.some((row) => row.ftime === 'yes' && row.ptime === 'yes'),
    message: paperRuleMessages.bothModes,
  },
];

/** The form with its checks, for the university's `today` (YYYY-MM-DD): the first failure only. */
export function paperFormSchema(today: string) {
  return PaperFormShape.superRefine((form, context) => {
    const problem = paperFormChecks.find((check) => check.fails(form, today));
    if (problem) context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
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

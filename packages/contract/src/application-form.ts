import { z } from 'zod';
import { blank, type Check, checkedSchema, required } from './application-form-checks.ts';
import {
  type DocumentRule,
  documentNamesOf,
  imageKinds,
  imageOrPdfKinds,
  missingDocumentChecks,
  storedDocument,
} from './application-form-documents.ts';
import {
  countriesOfResidence,
  countryCodes,
  educationTypes,
  genders,
  notApplicable,
  specializations,
  universityEducationTypes,
} from './application-form-lists.ts';
import { Line, limits } from './common.ts';
import { IsoDate } from './content-bundle.ts';

/*
 * The sections of the application wizard (spec 3 §3) and their checks (spec 3 §5), shared by the
 * form and the server through the forms' one check runner (application-form-checks.ts).
 */

const Text = Line.max(limits.name);
const Optional = (schema: z.ZodType<string>) => schema.or(z.literal('')).default('');

/** A section's fields (strict) with its checks, in the spec's order (the first failure only). */
export function withChecks<S extends z.ZodRawShape>(
  shape: S,
  checks: readonly Check<z.output<z.ZodObject<S>>>[],
) {
  return checkedSchema(z.object(shape).strict(), checks, undefined);
}

// General information -------------------------------------------------------------------------------

export const generalInfoShape = {
  firstName: Text.default(''),
  middleName: Text.default(''),
  lastName: Text.default(''),
  email: Text.default(''),
  countryCode: Optional(z.enum(countryCodes.map(([, code]) => code) as [string, ...string[]])),
  contact: Line.max(20)
    .regex(/^[0-9]*$/, 'digits only')
    .default(''),
  gender: Optional(z.enum(genders)),
  dob: Optional(IsoDate),
  fatherName: Text.default(''),
  motherName: Text.default(''),
  international: Optional(z.enum(['Yes', 'No'])),
  passport: Line.max(limits.id).default(''),
  otherId: Line.max(limits.id).default(''),
  perAddress1: Text.default(''),
  perAddress2: Text.default(''),
  perAddress3: Text.default(''),
  perState: Text.default(''),
  perCity: Text.default(''),
  perPin: Line.max(20).default(''),
  perNation: Optional(z.enum(countriesOfResidence)),
  sameAddress: z.boolean().default(false),
  preAddress1: Text.default(''),
  preAddress2: Text.default(''),
  preAddress3: Text.default(''),
  preState: Text.default(''),
  preCity: Text.default(''),
  prePin: Line.max(20).default(''),
};
export type GeneralInfo = z.output<z.ZodObject<typeof generalInfoShape>>;

export const generalInfoChecks: readonly Check<GeneralInfo>[] = [
  required('firstName', 'Name cannot be empty'),
  required('email', 'Email cannot be empty'),
  {
    field: 'contact',
    fails: (v) => blank(v.countryCode) || blank(v.contact) || /^0+$/.test(v.contact),
    message: 'Phone number cannot be empty',
  },
  required('dob', 'Date of Birth cannot be empty'),
  {
    field: 'fatherName',
    fails: (v) => blank(v.fatherName) || blank(v.motherName),
    message: 'Father name or Mother name cannot be empty',
  },
  {
    field: 'otherId',
    fails: (v) => blank(v.otherId) || /^0+$/.test(v.otherId.trim()),
    message: 'Please enter valid national ID',
  },
  {
    field: 'perAddress1',
    fails: (v) => blank(v.perAddress1) || blank(v.perState) || blank(v.perCity),
    message: 'Please fill Permanent address according to the requirement',
  },
  required('perPin', 'Please enter Permanent address Pincode'),
  {
    field: 'perNation',
    fails: (v) => blank(v.perNation) || v.perNation === notApplicable,
    message: 'Select Country of residence',
  },
  {
    field: 'preAddress1',
    fails: (v) => blank(v.preAddress1) || blank(v.preState) || blank(v.preCity),
    message: 'Please fill present address according to the requirement',
  },
  required('prePin', 'Please enter present address Pincode'),
];

export const GeneralInfoSection = withChecks(generalInfoShape, generalInfoChecks);

// Education -------------------------------------------------------------------------------------------

export const educationShape = {
  schoolName: Text.default(''),
  schoolAddress1: Text.default(''),
  schoolAddress2: Text.default(''),
  schoolAddress3: Text.default(''),
  schoolCountry: Text.default(''),
  schoolZip: Line.max(20).default(''),
  university: Text.default(''),
  universityAddress1: Text.default(''),
  universityAddress2: Text.default(''),
  universityAddress3: Text.default(''),
  universityCountry: Text.default(''),
  universityZip: Line.max(20).default(''),
  /** Either form's list; each form's checks accept only its own (see educationTypeCheck). */
  educationType: Optional(
    z.enum([...new Set([...educationTypes, ...universityEducationTypes])] as [string, ...string[]]),
  ),
  specialization: Optional(z.enum(specializations)),
  experience: Text.default(''),
  experienceDesignation: Line.max(limits.shortText).default(''),
};
export type Education = z.output<z.ZodObject<typeof educationShape>>;

export const educationTypeMessage = 'Choose an Education Type from the list';

/** The education type, when given, is one of the form's own list (spec 3 §3). */
export function educationTypeCheck(types: readonly string[]): Check<Education> {
  return {
    field: 'educationType',
    fails: (v) => !blank(v.educationType) && !types.includes(v.educationType),
    message: educationTypeMessage,
  };
}

export const educationChecks: readonly Check<Education>[] = [
  required('schoolName', 'School Name cannot be empty'),
  required('schoolAddress1', 'School address cannot be empty'),
  required('schoolCountry', 'School country cannot be empty'),
  required('schoolZip', 'School zip cannot be empty'),
  required('university', 'University Name cannot be empty'),
  required('universityAddress1', 'University address cannot be empty'),
  required('universityCountry', 'University country cannot be empty'),
  required('universityZip', 'Please enter the Pincode'),
  required('experience', 'Experience cannot be empty'),
  required('experienceDesignation', 'Work description cannot be empty'),
  educationTypeCheck(educationTypes),
];

export const EducationSection = withChecks(educationShape, educationChecks);

// Upload documents -------------------------------------------------------------------------------------

/** The documents of the Upload Documents tab under the spec's keys, with their labels and rules. */
export const applicationDocuments = {
  Cetificates: { label: 'Certificate', kinds: imageOrPdfKinds, missing: 'Please upload Certificate' },
  Transcripts: { label: 'Transcripts', kinds: imageOrPdfKinds, missing: 'Please upload Transcripts' },
  Passport: { label: 'Passport', kinds: imageKinds, missing: null },
  'Other Government Proof': {
    label: 'National ID',
    kinds: imageKinds,
    missing: 'Please upload National ID Document',
  },
  'Profile Photo': { label: 'Profile photo', kinds: imageKinds, missing: 'Please upload Profile photo' },
} as const satisfies Record<string, DocumentRule>;
export type ApplicationDocument = keyof typeof applicationDocuments;
export const applicationDocumentNames = documentNamesOf(applicationDocuments);

export const uploadDocShape = Object.fromEntries(
  applicationDocumentNames.map((name) => [name, storedDocument()]),
) as Record<ApplicationDocument, ReturnType<typeof storedDocument>>;
export type UploadDoc = Record<ApplicationDocument, string>;

export const uploadDocChecks: readonly Check<UploadDoc>[] = missingDocumentChecks(
  applicationDocuments,
  applicationDocumentNames,
);

export const UploadDocSection = withChecks(uploadDocShape, uploadDocChecks);

// Scholarship ------------------------------------------------------------------------------------------

export const scholarshipMessages = {
  choose: 'Please choose whether you apply for the scholarship',
  notRegistered: 'To apply for scholarship, you need to register in the iLearn portal first',
} as const;

export const scholarshipShape = {
  scholarship: Optional(z.enum(['Yes', 'No'])),
  /** Filled by the server from the partner registration when the answer is Yes. */
  learningCenter: Line.max(limits.id).default(''),
  learningCentername: Text.default(''),
};
export type Scholarship = z.output<z.ZodObject<typeof scholarshipShape>>;

export const scholarshipChecks: readonly Check<Scholarship>[] = [
  required('scholarship', scholarshipMessages.choose),
];

export const ScholarshipSection = withChecks(scholarshipShape, scholarshipChecks);

// ------------------------------------------------------------------------------------------------------

/** The spec's typeobj values, in the wizard's order, with their schemas. */
export const applicationSections = {
  generalinfo: GeneralInfoSection,
  education: EducationSection,
  uploaddoc: UploadDocSection,
  scholarship: ScholarshipSection,
} as const;
export type ApplicationSection = keyof typeof applicationSections;
export const applicationSectionNames = Object.keys(applicationSections) as [
  ApplicationSection,
  ...ApplicationSection[],
];

/** The shapes alone (fields and their formats, no checks): what a save's appobj may hold at all. */
export const sectionShapes = {
  generalinfo: z.object(generalInfoShape).strict(),
  education: z.object(educationShape).strict(),
  uploaddoc: z.object(uploadDocShape).strict(),
  scholarship: z.object(scholarshipShape).strict(),
} as const;

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `dob` (YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

import {
  type ApplicationDocument,
  type ApplicationSection,
  applicationDocumentNames,
  applicationDocuments,
  applicationSectionNames,
  applicationSections,
  educationChecks,
  educationShape,
  educationTypeCheck,
  generalInfoChecks,
  generalInfoShape,
  ScholarshipSection,
  type UploadDoc,
  uploadDocShape,
  withChecks,
} from './application-form.ts';
import { type DocumentRule, missingDocumentChecks } from './application-form-documents.ts';
import { universityEducationTypes } from './application-form-lists.ts';

/*
 * The rules each form applies to the same sections (spec 3 §2-§5). The server picks the variant from
 * its own records (the program's form, the partner data), never from the body; the form shows and
 * checks the same one.
 */

/**
 * 'standard': the five-tab wizard. 'preRegistered': the wizard of an applicant whose e-mail the
 * partner data (imported by the organisation) holds. 'university': the university four-tab form
 * (General Information, Education, Upload Documents, Review), whose scholarship answer is the
 * e-VBAB / Non e-VBAB choice made before it opens.
 */
export const formVariants = ['standard', 'preRegistered', 'university'] as const;
export type FormVariant = (typeof formVariants)[number];

// The pre-registered applicant's variant ----------------------------------------------------------------

/** The variant omits the parents check and says 'Govt ID  cannot be empty' (two spaces, as the spec has it). */
const preRegisteredGeneralInfoChecks = generalInfoChecks
  .filter((check) => check.field !== 'fatherName')
  .map((check) => (check.field === 'otherId' ? { ...check, message: 'Govt ID  cannot be empty' } : check));

/** The variant says Institution/College where the standard one says School. */
const preRegisteredEducationChecks = educationChecks.map((check) => ({
  ...check,
  message: check.message.replace(/^School /, 'Institution/College '),
}));

/** The variant's documents: the same rules, two of them missed in other words. */
const preRegisteredDocuments = {
  ...applicationDocuments,
  'Other Government Proof': {
    ...applicationDocuments['Other Government Proof'],
    missing: 'Please upload Other Govt Files',
  },
  'Profile Photo': {
    ...applicationDocuments['Profile Photo'],
    missing: 'Please upload Profile (Passport size) photo',
  },
} satisfies Record<ApplicationDocument, DocumentRule>;
const preRegisteredUploadDocChecks = missingDocumentChecks<UploadDoc>(
  preRegisteredDocuments,
  applicationDocumentNames,
);

const preRegisteredSections = {
  generalinfo: withChecks(generalInfoShape, preRegisteredGeneralInfoChecks),
  education: withChecks(educationShape, preRegisteredEducationChecks),
  uploaddoc: withChecks(uploadDocShape, preRegisteredUploadDocChecks),
  scholarship: ScholarshipSection,
} as const;

// The university four-tab form ("the other layout") -------------------------------------------------

/**
 * The standard checks and messages (the spec gives the variant's wording to the pre-registered
 * wizard only), its own education types, and no Scholarship tab. Its documents follow the rules the
 * spec gives that layout, which are the wizard's: certificate and transcripts also as pdf, the
 * others jpg, jpeg or png, all 50 KB to 250 KB.
 */
const universitySections = {
  generalinfo: applicationSections.generalinfo,
  education: withChecks(
    educationShape,
    educationChecks.map((check) =>
      check.field === 'educationType' ? educationTypeCheck(universityEducationTypes) : check,
    ),
  ),
  uploaddoc: applicationSections.uploaddoc,
} as const;

// -------------------------------------------------------------------------------------------------------

/** The sections' schemas of a form variant; a section the form lacks is absent. */
export function sectionsOf(variant: FormVariant): Partial<typeof applicationSections> {
  if (variant === 'university') return universitySections;
  return variant === 'preRegistered' ? preRegisteredSections : applicationSections;
}

/** The sections a variant's form saves, in its tab order; a submit needs each of them saved. */
export function sectionNamesOf(variant: FormVariant): ApplicationSection[] {
  return applicationSectionNames.filter((section) => sectionsOf(variant)[section] !== undefined);
}

import {
  type ApplicationSection,
  type Education,
  educationShape,
  type GeneralInfo,
  generalInfoShape,
  type Scholarship,
  scholarshipShape,
  type UploadDoc,
  uploadDocShape,
} from '@aula/contract/application-form';
import { z } from 'zod';
import type { SavedApplication } from '../../api/get-user-application.ts';

/** Everything the wizard's tabs hold, in one form. */
export type WizardValues = GeneralInfo & Education & UploadDoc & Scholarship;

const shapes = {
  generalinfo: generalInfoShape,
  education: educationShape,
  uploaddoc: uploadDocShape,
  scholarship: scholarshipShape,
} as const;

/** The fields of each section, as the contract names them. */
export const sectionFields = Object.fromEntries(
  Object.entries(shapes).map(([section, shape]) => [section, Object.keys(shape)]),
) as Record<ApplicationSection, (keyof WizardValues)[]>;

/** A form with every field at its default (empty). */
export function emptyValues(): WizardValues {
  return {
    ...z.object(generalInfoShape).parse({}),
    ...z.object(educationShape).parse({}),
    ...z.object(uploadDocShape).parse({}),
    ...z.object(scholarshipShape).parse({}),
  };
}

/** The values of one section, to save. */
export function sectionValues(values: WizardValues, section: ApplicationSection): Record<string, unknown> {
  return Object.fromEntries(sectionFields[section].map((field) => [field, values[field]]));
}

/** The form as the server has it: its saved sections over empty fields. */
export function savedValues(saved: SavedApplication): WizardValues {
  return {
    ...emptyValues(),
    ...(saved.generalinfo ?? {}),
    ...(saved.education ?? {}),
    ...(saved.uploaddoc ?? {}),
    ...(saved.scholarship ?? {}),
  };
}

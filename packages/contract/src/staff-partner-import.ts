import { z } from 'zod';
import { Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * The partner (e-VBAB) and pre-registration records, imported from a CSV file (ADR 0067): a preview
 * reports every row with its problems and writes nothing; the import writes the valid rows (one per
 * e-mail, an existing e-mail updated) and reports the others.
 */

/** The columns the file's header names, in any order (the spec's evbabdata names, and the day registered). */
export const partnerCsvColumns = [
  'email',
  'first_name',
  'last_name',
  'learning_center',
  'learning_center_name',
  'registered_on',
] as const;

/** Most characters one file may hold: 5,000 rows of 200 characters, and the JSON body well under 2 MB. */
export const partnerCsvMaxChars = 1_000_000;
/** Most data rows one file may hold. */
export const partnerCsvMaxRows = 5_000;

const PartnerCsv = z.object({
  oid: Oid,
  csv: Paragraphs.min(1, 'Choose a CSV file').max(partnerCsvMaxChars, 'The file is too large'),
});

/** One data row as read, with its line in the file, what the import would do, and its problems. */
export const PartnerImportRow = z.object({
  line: z.number().int().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  learningCenter: z.string(),
  learningCenterName: z.string(),
  registeredOn: z.string(),
  /** 'create' a new record, 'update' the record of that e-mail, or null when the row is refused. */
  action: z.enum(['create', 'update']).nullable(),
  errors: z.array(z.string()),
});
export type PartnerImportRow = z.infer<typeof PartnerImportRow>;

export const previewPartnerImport = defineOperation({
  name: 'staff/previewPartnerImport',
  access: 'staff',
  roles: ['admin', 'counsellor'],
  summary:
    'Reads a CSV of partner and pre-registration records: every row with its problems; nothing is written.',
  body: PartnerCsv.strict(),
  response: z.object({ rows: z.array(PartnerImportRow).max(partnerCsvMaxRows) }),
});

export const importPartnerRecords = defineOperation({
  name: 'staff/importPartnerRecords',
  access: 'staff',
  roles: ['admin', 'counsellor'],
  summary:
    'Writes the valid rows of a CSV of partner and pre-registration records (by e-mail: new ones created, existing ones updated) and reports the refused ones.',
  body: PartnerCsv.strict(),
  response: z.object({
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    refused: z.array(PartnerImportRow).max(partnerCsvMaxRows),
  }),
});

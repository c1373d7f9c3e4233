import { z } from 'zod';
import { Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Content bundles out of the portal (ADR 0084): an admin downloads the organisation's catalogue, or
 * one programme's, as the zip of a content bundle that `npm run content:import` reads back.
 */

export const exportBundle = defineOperation({
  name: 'staff/exportBundle',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'An address, for this session and 15 minutes, that downloads the catalogue (or programme `pid`) as a content bundle zip; the export is audited.',
  body: z.object({ oid: Oid, pid: Id.optional() }).strict(),
  response: z.object({ url: z.string(), filename: z.string() }),
});

/*
 * Bundles into the portal (ADR 0098): an admin uploads a bundle zip, reads what importing it would do
 * (nothing is written), then imports it as `npm run content:import` does.
 */

/** What a bundle zip may be: its size, its files, and all of them unpacked. */
export const bundleZipLimits = {
  zipBytes: 1024 * 1024 * 1024,
  files: 20_000,
  unpackedBytes: 2 * 1024 * 1024 * 1024,
} as const;

export const presignBundleImport = defineOperation({
  name: 'staff/presignBundleImport',
  access: 'staff',
  roles: ['admin'],
  summary: 'One upload address for a content bundle zip (at most 1 GB), to be checked and then imported.',
  body: z
    .object({
      oid: Oid,
      filename: Line.min(1)
        .max(limits.shortText)
        .regex(/\.zip$/i, 'must be a .zip file'),
      filetype: z.literal('application/zip'),
      size: z.number().int().min(1).max(bundleZipLimits.zipBytes, 'The zip is larger than 1 GB.'),
    })
    .strict(),
  response: z.object({ url: z.string(), filename: z.string(), filetype: z.string(), expiresIn: z.number() }),
});

/** What a problem of the bundle is: the file, the field in it (empty for the whole file), what is wrong. */
export const BundleProblem = z.object({ file: z.string(), path: z.string(), message: z.string() });

/** The tables of the catalogue, as the import's report names them (the server's list, ADR 0098). */
export const catalogueTableNames = [
  'organisations',
  'certificate_templates',
  'programs',
  'batches',
  'batch_courses',
  'courses',
  'quizzes',
  'question_banks',
  'bank_questions',
  'assessments',
  'assessment_items',
  'batch_tests',
  'events',
  'announcements',
  'batch_switches',
  'course_instructors',
  'program_feedback_forms',
  'course_feedback_forms',
  'scorm_packages',
] as const;

/** How many rows of a catalogue table importing the bundle creates, changes, leaves as they are and removes. */
export const BundleTableChange = z.object({
  table: z.enum(catalogueTableNames),
  created: z.number().int().min(0),
  changed: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  removed: z.number().int().min(0),
});

export const BundleImportReport = z.object({
  /** True when nothing is wrong: the bundle can be (or was) imported. */
  ok: z.boolean(),
  /** Every problem, naming the file and field; none when `ok`. */
  problems: z.array(BundleProblem).max(10_000),
  /** Per table of the catalogue; empty when the bundle has a problem. */
  tables: z.array(BundleTableChange).max(100),
  /** How many media files the bundle holds (each replaces the file of the same name). */
  media: z.number().int().min(0),
  /** What the import says without stopping: packages' warnings, files the browser does not import. */
  notes: z.array(z.string()).max(10_000),
});
export type BundleImportReport = z.infer<typeof BundleImportReport>;

const bundleUpload = z
  .object({
    oid: Oid,
    /** The stored name presignBundleImport gave, once the zip is uploaded. */
    filename: Line.min(1).max(limits.shortText),
  })
  .strict();

export const checkBundleImport = defineOperation({
  name: 'staff/checkBundleImport',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Unpacks the uploaded bundle zip safely and imports it without keeping anything: answers what would be created or changed, or every problem by file and field.',
  body: bundleUpload,
  response: BundleImportReport,
});

export const importBundleZip = defineOperation({
  name: 'staff/importBundle',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Imports the checked bundle zip as `npm run content:import` does (all or nothing), audited; answers what was created or changed.',
  body: bundleUpload,
  response: BundleImportReport,
});

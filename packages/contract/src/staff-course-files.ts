import { z } from 'zod';
import { Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';
import { PackageReport } from './package-report.ts';
import { scormPackageLimits, scormVersions } from './scorm.ts';

/*
 * Course files uploaded by admins in the browser (issue 25 item 2, ADR 0090): video, audio, PDF, HTML
 * and interactivity zips and SCORM zips for learning objects, and WebVTT captions beside a video. Each
 * goes through a presigned upload; the save checks its bytes, validates and unpacks a zip, and answers
 * the `ourl` a course object points to.
 */

export const courseFileTypes = [
  'video',
  'audio',
  'podcast',
  'pdf',
  'html',
  'interactivity',
  'scorm',
] as const;
export type CourseFileType = (typeof courseFileTypes)[number];

/** What a staff upload is: a learning object's file, or the captions of a video. */
export const courseUploadKinds = [...courseFileTypes, 'captions'] as const;
export type CourseUploadKind = (typeof courseUploadKinds)[number];

const megabyte = 1024 * 1024;

/** Each file kind's media type, as the detector names it (the file is sent, stored and served as this). */
export const courseFileMediaTypes = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  zip: 'application/zip',
  vtt: 'text/vtt',
} as const;
export type CourseFileKind = keyof typeof courseFileMediaTypes;

/** The kinds and the largest file of each upload: bigger than a learner's, since staff publish courses. */
export const courseFileRules: Record<
  CourseUploadKind,
  { kinds: readonly CourseFileKind[]; maxBytes: number }
> = {
  video: { kinds: ['mp4', 'webm'], maxBytes: 1024 * megabyte },
  audio: { kinds: ['mp3', 'm4a', 'ogg', 'wav'], maxBytes: 200 * megabyte },
  podcast: { kinds: ['mp3', 'm4a', 'ogg', 'wav'], maxBytes: 200 * megabyte },
  pdf: { kinds: ['pdf'], maxBytes: 100 * megabyte },
  html: { kinds: ['zip'], maxBytes: scormPackageLimits.zipBytes },
  interactivity: { kinds: ['zip'], maxBytes: scormPackageLimits.zipBytes },
  scorm: { kinds: ['zip'], maxBytes: scormPackageLimits.zipBytes },
  captions: { kinds: ['vtt'], maxBytes: 2 * megabyte },
};

/** The kind a file's name says, if the upload takes it. */
export function courseFileKindOf(upload: CourseUploadKind, filename: string): CourseFileKind | null {
  const extension = filename.split('.').at(-1)?.toLowerCase() ?? '';
  const kinds: readonly string[] = courseFileRules[upload].kinds;
  return filename.includes('.') && kinds.includes(extension) ? (extension as CourseFileKind) : null;
}

/** What can be wrong with a file for an upload before it is sent: its name's kind, or its size. */
export type CourseFileProblem = 'kind' | 'empty' | 'tooLarge';

/** What is wrong with a file for the upload, by its name and size; null if it fits. */
export function courseFileProblemOf(
  upload: CourseUploadKind,
  file: { name: string; size: number },
): CourseFileProblem | null {
  if (courseFileKindOf(upload, file.name) === null) return 'kind';
  if (file.size < 1) return 'empty';
  if (file.size > courseFileRules[upload].maxBytes) return 'tooLarge';
  return null;
}

/** The largest file of an upload, in whole megabytes. */
export function courseFileMegabytes(upload: CourseUploadKind): number {
  return courseFileRules[upload].maxBytes / megabyte;
}

/** The file names an upload takes, as a reader types them (`.mp4`, `.webm`). */
export function courseFileExtensions(upload: CourseUploadKind): string[] {
  return courseFileRules[upload].kinds.map((kind) => `.${kind}`);
}

/** The problem of a file for the upload in English, as the server's refusal words it; null if it fits. */
export function courseFileProblem(
  upload: CourseUploadKind,
  file: { name: string; size: number },
): string | null {
  const problem = courseFileProblemOf(upload, file);
  if (problem === 'kind') return `This upload takes a ${courseFileExtensions(upload).join(' or ')} file.`;
  if (problem === 'empty') return 'The file is empty.';
  if (problem === 'tooLarge') return `The file is too large: at most ${courseFileMegabytes(upload)} MB.`;
  return null;
}

/** A media path in the organisation's store, as a course object's `ourl` names it. */
const MediaPath = Line.trim().min(1, 'Give the file.').max(limits.shortText);
const StoredName = Line.trim().min(1, 'Give the uploaded file.').max(limits.shortText);

export const PresignCourseFileBody = z
  .object({
    oid: Oid,
    kind: z.enum(courseUploadKinds),
    filename: Line.trim().min(1, 'Give the file name.').max(limits.shortText),
    /** The media type the file is sent as: the one its name's kind has. */
    filetype: Line.max(limits.shortText),
    size: z.number().int().min(1, 'The file is empty.'),
  })
  .strict()
  .superRefine((body, context) => {
    const problem = courseFileProblem(body.kind, { name: body.filename, size: body.size });
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['filename'] });
  });
export type PresignCourseFileBody = z.infer<typeof PresignCourseFileBody>;

export const presignCourseFile = defineOperation({
  name: 'staff/presignCourseFile',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Grants one upload address, for this admin only, for a course file of `kind` (or a video’s captions); the save naming the answered `filename` checks its bytes.',
  body: PresignCourseFileBody,
  response: z.object({
    url: z.string(),
    filename: z.string(),
    filetype: z.string(),
    expiresIn: z.number().int(),
  }),
});

export const saveCourseFile = defineOperation({
  name: 'staff/saveCourseFile',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Checks the uploaded file `filename` by its bytes and keeps it in the organisation’s media; a zip is validated and unpacked, and answers its report. A refused package answers its report and no `ourl`.',
  body: z.object({ oid: Oid, otype: z.enum(courseFileTypes), filename: StoredName }).strict(),
  response: z.object({ ourl: z.string().nullable(), report: PackageReport.nullable() }),
});

export const saveCourseFileCaptions = defineOperation({
  name: 'staff/saveCourseFileCaptions',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Checks the uploaded WebVTT file `filename` and keeps it beside the uploaded video `ourl` (same name, `.vtt`), where the player finds its captions.',
  body: z.object({ oid: Oid, ourl: MediaPath, filename: StoredName }).strict(),
  response: z.object({ captions: z.string() }),
});

export const CourseFile = z.object({
  ourl: z.string(),
  otype: z.enum(courseFileTypes),
  /** The name the file had on the admin's computer. */
  name: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  /** A package's validation report; null for a plain file. */
  report: PackageReport.nullable(),
  /** The media path of the video's captions, once uploaded. */
  captions: z.string().nullable(),
});
export type CourseFile = z.infer<typeof CourseFile>;

export const courseFilesShown = 200;

export const getCourseFiles = defineOperation({
  name: 'staff/getCourseFiles',
  access: 'staff',
  roles: ['admin'],
  summary: `The organisation's uploaded course files and packages, newest first (at most ${courseFilesShown}), with each package's report.`,
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ files: z.array(CourseFile) }),
});

export const previewCourseFile = defineOperation({
  name: 'staff/previewCourseFile',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Where the admin previews uploaded file `ourl`: a page or package on the content origin under an address signed for the admin (its first SCO, or `sco`, with the data the preview's SCORM API starts from), or the media file itself signed for the admin (ADR 0095); nothing is recorded.",
  body: z.object({ oid: Oid, ourl: MediaPath, sco: Id.optional() }).strict(),
  response: z.object({
    otype: z.enum(courseFileTypes),
    url: z.string(),
    captions: z.string().nullable(),
    scos: z.array(z.object({ id: z.string(), title: z.string() })),
    /**
     * A package's SCO: its version and the CMI data the preview's API starts from (browse mode, no
     * credit; ADR 0096). The preview keeps what the SCO reports in memory: nothing reaches the server.
     */
    scorm: z.object({ version: z.enum(scormVersions), cmi: z.record(z.string(), z.string()) }).nullable(),
  }),
});

export const deleteCourseFile = defineOperation({
  name: 'staff/deleteCourseFile',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Deletes uploaded file `ourl` with everything its upload left (captions, a package’s unpacked pages and record); refused with 409, naming the courses, while a course’s published content or draft points to it.',
  body: z.object({ oid: Oid, ourl: MediaPath }).strict(),
  response: z.object({ ourl: z.string() }),
});

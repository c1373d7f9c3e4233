import { z } from 'zod';
import { type Check, required, type TextField } from './application-form-checks.ts';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * The documents of the admission forms (spec 3 §5 "Image file rules", §7 get-presigned-url, §9), one
 * set of rules for the wizard, the university form and the paper-style form: each form lists its
 * documents with their labels, kinds and missing-document messages; the form checks a chosen file
 * with these rules before it is sent, the server again before it signs an address and once more
 * from the stored bytes.
 */

/** A stored file name: a random number from 1000 to 9999, a hyphen, the original name (spec 3 §7). */
export const StoredFileName = Line.max(limits.name).regex(
  /^[1-9][0-9]{3}-[^/\\]+$/,
  'must be a number from 1000 to 9999, a hyphen and the file name',
);

/** A form's document field: its stored name, empty until a file is uploaded. */
export const storedDocument = () => StoredFileName.or(z.literal('')).default('');

/** The kinds of file a document may take, by extension, and the type each is sent and stored as. */
export const mediaTypeOfKind = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  avif: 'image/avif',
} as const;
export type UploadKind = keyof typeof mediaTypeOfKind;
export type UploadType = (typeof mediaTypeOfKind)[UploadKind];

/** jpg, jpeg or png (spec 3 §5 image rules). */
export const imageKinds = ['jpg', 'jpeg', 'png'] as const satisfies readonly UploadKind[];
/** The spec's images, or a pdf. */
export const imageOrPdfKinds = [...imageKinds, 'pdf'] as const satisfies readonly UploadKind[];
/** Any image (the paper form's profile photo, spec 3 §5), judged from its bytes. */
export const anyImageKinds = [
  ...imageKinds,
  'gif',
  'webp',
  'bmp',
  'tiff',
  'avif',
] as const satisfies readonly UploadKind[];

/** One document of a form: its label (the messages' prefix), its kinds, and what to say when it is missing. */
export interface DocumentRule {
  label: string;
  kinds: readonly UploadKind[];
  /** The spec's message when the form is saved without it; null for an optional document. */
  missing: string | null;
}

/** Sizes a document may have, in bytes (spec 3 §9: 50 KB to 250 KB). */
export const documentFileBytes = { min: 51_200, max: 256_000 } as const;

export const uploadMessages = {
  tooSmall: 'file size is less than 50kb',
  tooLarge: 'file size is greater than 250kb',
} as const;

const namedKinds: readonly UploadKind[] = imageOrPdfKinds;

/** The spec's type message for a document, prefixed by its label. */
export function wrongTypeMessage({ label, kinds }: DocumentRule): string {
  if (kinds.some((kind) => !namedKinds.includes(kind))) return `${label} Only image files are allowed.`;
  const pdf = kinds.includes('pdf') ? ' .pdf' : '';
  return `${label} Only images with .jpg, .jpeg, .png${pdf} extension are allowed.`;
}

/** The extension of a file name, lowercased, when it is one the document accepts. */
export function kindOf({ kinds }: DocumentRule, fileName: string): UploadKind | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return kinds.find((kind) => kind === extension);
}

/**
 * The spec's checks of a chosen file by its name and size, in order (type, then size): the type message
 * names the document, the size messages stand alone as the spec writes them (as on the profile), shown
 * by the document they are about; undefined when the file may be uploaded. The server checks the
 * bytes again once the file is stored.
 */
export function fileProblem(rule: DocumentRule, file: { name: string; size: number }): string | undefined {
  if (!kindOf(rule, file.name)) return wrongTypeMessage(rule);
  if (file.size < documentFileBytes.min) return uploadMessages.tooSmall;
  if (file.size > documentFileBytes.max) return uploadMessages.tooLarge;
  return undefined;
}

/** What a file chooser offers for the document: any image, or its extensions. */
export function acceptOf({ kinds }: DocumentRule): string {
  return kinds.some((kind) => !namedKinds.includes(kind))
    ? 'image/*'
    : kinds.map((kind) => `.${kind}`).join(',');
}

/** The names of a form's documents, in its order. */
export function documentNamesOf<D extends string>(documents: Record<D, DocumentRule>): [D, ...D[]] {
  return Object.keys(documents) as [D, ...D[]];
}

/** The checks that each of `names` a form requires (its rule has a missing message) is uploaded, in that order. */
export function missingDocumentChecks<T, Context = undefined>(
  documents: Readonly<Record<string, DocumentRule>>,
  names: readonly TextField<T>[],
): Check<T, Context>[] {
  return names.flatMap((name) => {
    const missing = documents[name]?.missing;
    return missing ? [required<T, Context>(name, missing)] : [];
  });
}

/** The media types a form's documents may be sent as. */
function uploadTypesOf(documents: Record<string, DocumentRule>): [UploadType, ...UploadType[]] {
  const kinds = Object.values(documents).flatMap((rule) => rule.kinds);
  return [...new Set(kinds.map((kind) => mediaTypeOfKind[kind]))] as [UploadType, ...UploadType[]];
}

/**
 * The body of a form's get-presigned-url (spec 3 §7, type 'application'): which document, its type,
 * the stored name and the size; the server picks the stored name itself and checks the rest.
 */
function documentUploadRequest<D extends string>(documents: Record<D, DocumentRule>) {
  return z
    .object({
      oid: Oid,
      eid: Eid,
      type: z.literal('application'),
      bpid: Id,
      document: z.enum(documentNamesOf(documents)),
      filetype: z.enum(uploadTypesOf(documents)),
      filename: StoredFileName,
      size: z
        .number()
        .int()
        .min(0)
        .max(documentFileBytes.max * 4),
    })
    .strict();
}

/**
 * An admission form's get-presigned-url (spec 3 §7, type 'application'): a short-lived address to
 * PUT one of the form's documents to, for the learner's own application, and the stored name the
 * form then saves.
 */
export function defineDocumentUpload<Name extends string, D extends string>(
  name: Name,
  documents: Record<D, DocumentRule>,
  summary: string,
) {
  return defineOperation({
    name,
    access: 'learner',
    summary,
    body: documentUploadRequest(documents),
    response: z.object({ url: z.string().max(limits.longText), filename: StoredFileName }),
  });
}

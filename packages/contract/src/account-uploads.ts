import { z } from 'zod';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/**
 * What a learner's or visitor's upload is for (the spec's get-presigned-url `type`): the profile
 * photo, profile documents (documents, certificates, marks cards), a complaint's file, and the file of
 * a query reported before signing in.
 */
export const AccountUploadType = z.enum(['profiledetails', 'profiledocs', 'complents']);
export type AccountUploadType = z.infer<typeof AccountUploadType>;
export type AnyAccountUploadType = AccountUploadType | 'complentsPreLogin';

/** File kinds, by extension as the spec names them (the server judges the bytes, not the name). */
export type AccountFileKind = 'jpg' | 'jpeg' | 'png' | 'pdf' | 'docx';

export const kb = 1024;
/** 50 KB and 250 KB as the spec counts them (51200 and 256000 bytes). */
export const imageMinBytes = 51_200;
export const imageMaxBytes = 256_000;
export const profilePhotoMaxBytes = 1024 * kb;
/** A complaint's PDF or Word document: the spec sets no bound; 5 MB keeps a flood out. */
export const complaintDocumentMaxBytes = 5 * 1024 * kb;

const imageKinds = ['jpg', 'jpeg', 'png'] as const satisfies readonly AccountFileKind[];

/** The kinds each upload type accepts, and the sizes (in bytes, both ends included) of each kind. */
export const accountUploadRules: Record<
  AnyAccountUploadType,
  { kinds: readonly AccountFileKind[]; sizes: (kind: AccountFileKind) => { min: number; max: number } }
> = {
  profiledetails: { kinds: imageKinds, sizes: () => ({ min: imageMinBytes, max: profilePhotoMaxBytes }) },
  profiledocs: { kinds: ['pdf'], sizes: () => ({ min: imageMinBytes, max: imageMaxBytes }) },
  complents: {
    kinds: [...imageKinds, 'pdf', 'docx'],
    sizes: (kind) =>
      kind === 'pdf' || kind === 'docx'
        ? { min: 1, max: complaintDocumentMaxBytes }
        : { min: imageMinBytes, max: imageMaxBytes },
  },
  complentsPreLogin: {
    kinds: [...imageKinds, 'pdf', 'docx'],
    sizes: (kind) =>
      kind === 'pdf' || kind === 'docx'
        ? { min: 1, max: complaintDocumentMaxBytes }
        : { min: imageMinBytes, max: imageMaxBytes },
  },
};

/** The media type each kind is sent and stored as. */
export const mediaTypeOfKind: Record<AccountFileKind, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The spec's messages about a chosen file (§5), and ours where the spec quotes none. */
export const fileMessages = {
  tooSmall: 'file size is less than 50kb',
  imageTooLarge: 'file size is greater than 250kb',
  photoTooLarge: 'file size is greater than 1024kb',
  /** The spec's wording for a profile document over 250 KB. */
  documentTooLarge: 'file size is greater than 1mb',
  complaintDocumentTooLarge: 'file size is greater than 5mb',
  photoType: 'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
  documentType: 'Documents Only files with .pdf extension are allowed.',
  complaintType: 'File Only images, .pdf and .docx files are allowed.',
} as const;

/** The kind a file name's extension says, in any case; undefined for any other. */
export function kindOfName(name: string): AccountFileKind | undefined {
  const extension = name.split('.').at(-1)?.toLowerCase();
  return (['jpg', 'jpeg', 'png', 'pdf', 'docx'] as const).find((kind) => kind === extension);
}

/**
 * The first thing wrong with a chosen file for an upload type, as the message to show, or null. The
 * browser asks before uploading; the server answers the same words when the bytes disagree.
 */
export function fileProblem(type: AnyAccountUploadType, file: { name: string; size: number }): string | null {
  const rules = accountUploadRules[type];
  const kind = kindOfName(file.name);
  if (!kind || !rules.kinds.includes(kind)) {
    return type === 'profiledetails'
      ? fileMessages.photoType
      : type === 'profiledocs'
        ? fileMessages.documentType
        : fileMessages.complaintType;
  }
  const { min, max } = rules.sizes(kind);
  if (file.size < min) return fileMessages.tooSmall;
  if (file.size > max) {
    if (type === 'profiledetails') return fileMessages.photoTooLarge;
    if (type === 'profiledocs') return fileMessages.documentTooLarge;
    return kind === 'pdf' || kind === 'docx'
      ? fileMessages.complaintDocumentTooLarge
      : fileMessages.imageTooLarge;
  }
  return null;
}

/** A stored name as the spec makes them: a number from 1000 to 9999, a hyphen, the original name. */
export const StoredFileName = Line.min(6)
  .max(limits.name)
  .regex(/^[1-9][0-9]{3}-[^/\\]+$/, 'must be a stored name: four digits, a hyphen, the file name');

/** The upload a presigned address was made for. */
const uploadRequest = {
  oid: Oid,
  /** The file's media type, as the browser will send it. */
  filetype: Line.max(limits.name),
  /** The original file name; the server prefixes it with its random number. */
  filename: Line.min(1).max(limits.name),
  /** The file's size in bytes: the address accepts exactly this many. */
  size: z.number().int().min(0).max(complaintDocumentMaxBytes),
};

export const PresignedUpload = z.object({
  /** Where the browser PUTs the file, with `filetype` as its content type (same origin or the store's). */
  url: z.string().max(4000),
  /** The stored name (`NNNN-originalname`) that a later save names the file by. */
  filename: StoredFileName,
  /** Seconds the address stays usable. */
  expiresIn: z.number().int(),
});
export type PresignedUpload = z.infer<typeof PresignedUpload>;

export const getPresignedUrl = defineOperation({
  name: 'getPresignedUrl',
  access: 'learner',
  summary:
    "An address to upload one file of the learner's profile or complaints to, and the name it will be stored under.",
  body: z.object({ ...uploadRequest, eid: Eid, type: AccountUploadType }).strict(),
  response: PresignedUpload,
});

export const getPreLoginPresignedUrl = defineOperation({
  name: 'getPreLoginPresignedUrl',
  access: 'public',
  summary:
    "An address for a visitor to upload the optional file of a query, with the upload's id that the query must present.",
  body: z.object({ ...uploadRequest, type: z.literal('complentsPreLogin') }).strict(),
  response: PresignedUpload.extend({ uploadId: Id }),
});

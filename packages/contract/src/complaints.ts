import { z } from 'zod';
import { StoredFileName } from './account-uploads.ts';
import { Eid, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/** The spec's complaint and query messages (§5, §8). */
export const complaintMessages = {
  description: '*Please Enter the issue description.',
  program: '*Please Select the Program.',
  name: 'Please enter user name',
  nameLetters: '*Please enter alphabet characters only.',
  emailRequired: '*Please enter your email-ID.',
  emailInvalid: '*Please enter valid email-ID.',
  empty: 'No Complaints',
  submitted: 'Submitted successfully',
} as const;

/** How long a complaint or query may be. */
export const descriptionMaxLength = 2000;

const description = Paragraphs.trim()
  .min(1, complaintMessages.description)
  .max(descriptionMaxLength, complaintMessages.description);

/** A learner's complaint, in the spec's order of checks: description, then programme. */
export const ComplaintFields = z.object({
  description,
  bpid: z
    .string()
    .min(1, complaintMessages.program)
    .max(limits.id)
    .regex(/^[A-Za-z0-9._:@-]+$/, 'may hold only letters, digits and . _ : @ -'),
  fileName: StoredFileName.optional(),
});

/** A visitor's query, in the spec's order of checks: name, e-mail, description. */
export const QueryFields = z.object({
  name: Line.trim()
    .min(1, complaintMessages.name)
    .max(limits.name, complaintMessages.nameLetters)
    .regex(/^[\p{L} ]+$/u, complaintMessages.nameLetters),
  emailid: Line.trim()
    .min(1, complaintMessages.emailRequired)
    .max(limits.email, complaintMessages.emailInvalid)
    .pipe(z.email(complaintMessages.emailInvalid)),
  description,
  fileName: StoredFileName.optional(),
});

/** The first message of the checks `values` fail, or null. */
export function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export const complaintFilePath = (cid: string, name: string) =>
  `/files/complaint/${encodeURIComponent(cid)}/${encodeURIComponent(name)}`;

export const Complaint = z.object({
  cid: Id,
  bpid: Id,
  ptitle: z.string(),
  description: z.string(),
  /** The stored name of the file sent with it, and where its owner reads it; null without one. */
  uploadedFile: z.string().nullable(),
  fileUrl: z.string().nullable(),
  /** The file's media type, so the viewer knows how to show it. */
  fileType: z.string().nullable(),
  createdAt: z.string(),
});
export type Complaint = z.infer<typeof Complaint>;

export const getcomplents = defineOperation({
  name: 'getcomplents',
  access: 'learner',
  summary: "The signed-in learner's complaints and grievances, oldest first.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.object({ complents: z.array(Complaint) }),
});

export const addcomplent = defineOperation({
  name: 'addcomplent',
  access: 'learner',
  summary:
    "Records a learner's complaint about one of their programmes, with an optional file claimed from its upload.",
  body: ComplaintFields.extend({ oid: Oid, eid: Eid, emailid: Line.max(limits.email).optional() }).strict(),
  response: Complaint,
});

export const addcomplentPreLogin = defineOperation({
  name: 'addcomplentPreLogin',
  access: 'public',
  summary: "Stores a visitor's query for staff (Report A Query), with an optional file; limited per address.",
  body: QueryFields.extend({ oid: Oid, uploadId: Id.optional() }).strict(),
  response: z.object({ received: z.literal(true) }),
});

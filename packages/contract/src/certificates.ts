import { z } from 'zod';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/**
 * A certificate number: the organisation's id, the year of issue and a random part, such as
 * `AULADEMO-2026-7KQ3M9XD`. The random part keeps the public verification page from being walked.
 */
export const CertificateNumber = z
  .string()
  .min(6)
  .max(limits.id)
  .regex(/^[A-Z0-9-]+$/, 'may hold only capital letters, digits and -')
  .describe('certificate number');

/** What the spec's generateCertificate answers on success (spec 2 §4 and §8). */
export const certificateIssuedMessage = 'You may now download the certificate from the certificate tab';

/** A certificate as its owner sees it in the Certificates screen. */
export const Certificate = z.object({
  certno: CertificateNumber,
  /** The certificate's name: the program it was earned in. */
  certificate: z.string().max(limits.shortText),
  /** The certificate image (PNG, saved as certificate.png), served only to its owner. */
  cerurl: z.string().max(limits.shortText),
  /** The certificate as a one-page PDF (saved as certificate.pdf), served only to its owner. */
  pdfUrl: z.string().max(limits.shortText),
  /** The public page that confirms the certificate (also in the image's QR code). */
  verifyUrl: z.string().max(limits.shortText),
  bpid: Id,
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  /** The day the university revoked it (YYYY-MM-DD) and why; null while it stands (ADR 0092). */
  revokedOn: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof Certificate>;

export const getCertificates = defineOperation({
  name: 'getCertificates',
  access: 'learner',
  summary: "The signed-in learner's certificates, newest first, each with its image and verification page.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.object({ certificates: z.array(Certificate) }),
});

/** A course of the batch the learner takes and has not completed yet (ADR 0063's rule). */
export const CourseToComplete = z.object({ bcid: Id, tid: Id, ttitle: z.string().max(limits.shortText) });
export type CourseToComplete = z.infer<typeof CourseToComplete>;

export const getCertificateStatus = defineOperation({
  name: 'getCertificateStatus',
  access: 'learner',
  summary:
    "The learner's certificate of batch bpid: its number once issued, else the courses still to complete before generateCertificate issues it (ADR 0080).",
  body: z.object({ oid: Oid, eid: Eid, bpid: Id }).strict(),
  response: z.object({
    certno: CertificateNumber.nullable(),
    /** In the program's order; empty once issued or when it may be. */
    coursesLeft: z.array(CourseToComplete),
  }),
});

export const generateCertificate = defineOperation({
  name: 'generateCertificate',
  access: 'learner',
  summary:
    "Issues the learner's certificate of batch bpid once every course of it the learner takes is complete (again: the same certificate; ADR 0080).",
  body: z
    .object({
      oid: Oid,
      eid: Eid,
      bpid: Id,
      // The spec's callers also send these; the name and e-mail on a certificate come from the
      // account, never from the body, and the certificate is the program's, whichever course asked.
      uname: Line.max(limits.name).optional(),
      cid: Id.optional(),
      email: Line.max(limits.email).optional(),
    })
    .strict(),
  response: z.object({
    statusCode: z.literal(200),
    message: z.literal(certificateIssuedMessage),
    certno: CertificateNumber,
  }),
});

/** What the public verification page confirms: who earned what, from whom, and when. */
export const CertificateVerification = z.object({
  certno: CertificateNumber,
  learnerName: z.string().max(limits.name),
  program: z.string().max(limits.shortText),
  organisation: z.string().max(limits.name),
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  /** The day the university revoked it (YYYY-MM-DD), or null while it stands (ADR 0092). */
  revokedOn: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

export const noSuchCertificateMessage = 'No such certificate';

/** What a learner asking again for a revoked certificate is told. */
export function certificateRevokedMessage(revokedOn: string): string {
  return `This certificate was revoked by the university on ${revokedOn}.`;
}

export const verifyCertificate = defineOperation({
  name: 'verifyCertificate',
  access: 'public',
  summary: "Confirms a certificate by its number: the learner's name, the program, the issue date.",
  body: z.object({ oid: Oid, certno: CertificateNumber }).strict(),
  response: CertificateVerification,
});

import { z } from 'zod';
import { CertificateNumber } from './certificates.ts';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Certificates issued and revoked by admins, and the organisation's certificate template (issue 25
 * item 4, ADR 0092). Issuing follows the learner's rule (ADR 0080): every course the learner takes in
 * the batch complete; there is no override.
 */

export const issuedCertificatesPageSize = 25;

export const IssuedCertificate = z.object({
  certno: CertificateNumber,
  eid: z.string(),
  learnerName: z.string(),
  programTitle: z.string(),
  bpid: z.string(),
  batch: z.string(),
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  /** The staff member who issued it, or null when the learner asked for it. */
  issuedBy: z.string().nullable(),
  revokedOn: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type IssuedCertificate = z.infer<typeof IssuedCertificate>;

export const listIssuedCertificates = defineOperation({
  name: 'staff/listIssuedCertificates',
  access: 'staff',
  roles: ['admin'],
  summary:
    "The organisation's certificates, newest first, 25 a page; q matches the learner's name or e-mail, the programme or the number.",
  body: z
    .object({
      oid: Oid,
      q: Line.trim().max(limits.name).default(''),
      page: z.number().int().min(0).max(100_000).default(0),
    })
    .strict(),
  response: z.object({
    rows: z.array(IssuedCertificate).max(issuedCertificatesPageSize),
    total: z.number().int().min(0),
  }),
});

export const issueCertificate = defineOperation({
  name: 'staff/issueCertificate',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary:
    "Issues the learner's certificate of the batch once they have completed every course they take in it (ADR 0080); refused with the courses left otherwise.",
  body: z.object({ oid: Oid, bpid: Id, eid: Eid }).strict(),
  response: z.object({ certno: CertificateNumber }),
});

export const revokeReasonMax = 500;

export const revokeCertificate = defineOperation({
  name: 'staff/revokeCertificate',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Revokes a certificate with a reason: its verification page and its owner then say it was revoked, and on which day.',
  body: z
    .object({ oid: Oid, certno: CertificateNumber, reason: Line.trim().min(1).max(revokeReasonMax) })
    .strict(),
  response: z.object({ revokedOn: z.string() }),
});

/** The pictures a certificate template holds. */
export const certificateImages = ['logo', 'signature'] as const;
export type CertificateImage = (typeof certificateImages)[number];

/**
 * The kinds a template picture may be, by name (the server checks the bytes), its largest size, and its
 * largest width and height in pixels (the certificate draws it at most 320 by 120).
 */
export const certificateImageTypes = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as const;
export const certificateImageMaxBytes = 512 * 1024;
export const certificateImageMaxSide = 2000;

export function certificateImageType(filename: string): keyof typeof certificateImageTypes | null {
  const extension = filename.split('.').at(-1)?.toLowerCase() ?? '';
  return filename.includes('.') && Object.hasOwn(certificateImageTypes, extension)
    ? (extension as keyof typeof certificateImageTypes)
    : null;
}

export const CertificateTemplate = z.object({
  signatoryName: z.string(),
  signatoryTitle: z.string(),
  /** Where the admin sees the template's pictures (null: none uploaded; the logo falls back to the organisation's). */
  logoUrl: z.string().nullable(),
  signatureUrl: z.string().nullable(),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplate>;

export const getCertificateTemplate = defineOperation({
  name: 'staff/getCertificateTemplate',
  access: 'staff',
  roles: ['admin'],
  summary: "The organisation's certificate template: signatory, logo and signature.",
  body: z.object({ oid: Oid }).strict(),
  response: CertificateTemplate,
});

export const presignCertificateImage = defineOperation({
  name: 'staff/presignCertificateImage',
  access: 'staff',
  roles: ['admin'],
  summary: 'One upload address for the template’s logo or signature (PNG or JPEG, at most 512 KB).',
  body: z
    .object({
      oid: Oid,
      image: z.enum(certificateImages),
      filename: Line.min(1).max(limits.shortText),
      filetype: Line.max(100),
      size: z.number().int().min(1),
    })
    .strict(),
  response: z.object({ url: z.string(), filename: z.string(), filetype: z.string(), expiresIn: z.number() }),
});

export const saveCertificateTemplate = defineOperation({
  name: 'staff/saveCertificateTemplate',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Saves the template: the signatory, and the uploaded logo or signature when named (checked from their bytes). Certificates rendered afterwards use it.',
  body: z
    .object({
      oid: Oid,
      signatoryName: Line.trim().max(limits.name),
      signatoryTitle: Line.trim().max(limits.name),
      /** The stored name presignCertificateImage gave, once the picture is uploaded. */
      logo: Line.min(1).max(limits.shortText).optional(),
      signature: Line.min(1).max(limits.shortText).optional(),
    })
    .strict(),
  response: CertificateTemplate,
});

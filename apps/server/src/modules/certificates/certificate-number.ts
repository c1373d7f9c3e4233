import { randomBytes } from 'node:crypto';

/** Crockford's base-32 digits: no I, L, O or U, so a number read aloud or typed is not misread. */
const digits = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new certificate number: the organisation, the year and eight random digits (40 bits), such as
 * `AULADEMO-2026-7KQ3M9XD`. Random rather than counted, so the public verification page cannot be
 * walked from one learner's certificate to the next.
 */
export function newCertificateNumber(oid: string, year: number): string {
  const organisation = oid
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 40);
  const random = [...randomBytes(8)].map((byte) => digits[byte % 32]).join('');
  return `${organisation || 'CERT'}-${year}-${random}`;
}

import { certificateRevokedMessage } from '@aula/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { certificates } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { certificateVerifyUrl } from './certificate-paths.ts';
import { certificatePdf, certificatePng } from './certificate-render.ts';
import { renderCertificateSvg } from './certificate-svg.ts';
import { pictureDataUrl, templateParts } from './certificate-template.ts';

/** A logo larger than this is left off the certificate rather than copied into every image. */
const maxLogoBytes = 512 * 1024;
const logoTypes = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The organisation's logo as a data: address, or undefined when it is missing, too large or not a picture. */
async function logoDataUrl(files: FileStore, oid: string, logo: string): Promise<string | undefined> {
  const file = await files.get(mediaKey(oid, logo)).catch(() => null);
  if (!file) return undefined;
  if (file.size > maxLogoBytes || !logoTypes.has(file.contentType)) {
    file.body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return `data:${file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}

export type CertificateFormat = 'png' | 'pdf';

export const certificateContentTypes: Record<CertificateFormat, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
};

export function isCertificateFormat(format: string): format is CertificateFormat {
  return Object.hasOwn(certificateContentTypes, format);
}

/**
 * Where a certificate's rendered file lives in the file store: under `orgs/<oid>/private/`, which no
 * public route serves; the number is unique within the organisation.
 */
export function certificateFileKey(oid: string, certno: string, format: CertificateFormat): string {
  return `orgs/${oid}/private/certificates/${certno}.${format}`;
}

/**
 * Makes sure one of the learner's certificates has its PNG and PDF in the file store, and answers
 * their keys; anyone else's number is not found, and a revoked one is refused. The files are rendered
 * once, when first asked for (at issue time, or on the first download of a certificate issued before
 * they existed), with the organisation's certificate template as it is then (ADR 0092); two requests
 * at once may both render, and write the same bytes.
 */
export async function storedCertificateFiles(
  db: Db,
  files: FileStore,
  user: Pick<SessionUser, 'oid' | 'eid'>,
  certno: string,
  baseUrl: string,
): Promise<Record<CertificateFormat, string>> {
  const [row] = await db
    .select({ certificate: certificates, profile: organisations.profile })
    .from(certificates)
    .innerJoin(organisations, eq(organisations.oid, certificates.oid))
    .where(
      and(eq(certificates.oid, user.oid), eq(certificates.eid, user.eid), eq(certificates.certno, certno)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such certificate.');
  if (row.certificate.revokedOn !== null) {
    throw new AppError('CONFLICT', certificateRevokedMessage(row.certificate.revokedOn));
  }
  const keys = {
    png: certificateFileKey(user.oid, certno, 'png'),
    pdf: certificateFileKey(user.oid, certno, 'pdf'),
  };
  if ((await files.exists(keys.png)) && (await files.exists(keys.pdf))) return keys;

  const { certificate, profile } = row;
  const template = await templateParts(db, files, user.oid);
  const svg = renderCertificateSvg({
    organisation: profile.name,
    logo: pictureDataUrl(template.logo) ?? (await logoDataUrl(files, user.oid, profile.logo)),
    signature: pictureDataUrl(template.signature) ?? undefined,
    signatoryName: template.signatoryName,
    signatoryTitle: template.signatoryTitle,
    learnerName: certificate.learnerName,
    programTitle: certificate.programTitle,
    issuedOn: certificate.issuedOn,
    certno: certificate.certno,
    verifyUrl: certificateVerifyUrl(baseUrl, certificate.certno),
  });
  const png = certificatePng(svg);
  const pdf = await certificatePdf(png, `Certificate ${certno}: ${certificate.programTitle}`);
  await files.put(keys.png, png, certificateContentTypes.png);
  await files.put(keys.pdf, pdf, certificateContentTypes.pdf);
  return keys;
}

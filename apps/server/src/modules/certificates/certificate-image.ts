import { and, eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { certificates } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { certificateVerifyUrl } from './certificate-paths.ts';
import { renderCertificateSvg } from './certificate-svg.ts';

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

/** The SVG image of one of the signed-in learner's certificates; anyone else's number is not found. */
export async function certificateImage(
  db: Db,
  files: FileStore,
  user: SessionUser,
  certno: string,
  baseUrl: string,
): Promise<string> {
  const [row] = await db
    .select({ certificate: certificates, profile: organisations.profile })
    .from(certificates)
    .innerJoin(organisations, eq(organisations.oid, certificates.oid))
    .where(
      and(eq(certificates.oid, user.oid), eq(certificates.eid, user.eid), eq(certificates.certno, certno)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such certificate.');
  const { certificate, profile } = row;
  return renderCertificateSvg({
    organisation: profile.name,
    logo: await logoDataUrl(files, user.oid, profile.logo),
    learnerName: certificate.learnerName,
    programTitle: certificate.programTitle,
    issuedOn: certificate.issuedOn,
    certno: certificate.certno,
    verifyUrl: certificateVerifyUrl(baseUrl, certificate.certno),
  });
}

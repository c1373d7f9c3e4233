import type { CertificateImage, CertificateTemplate } from '@aula/contract/staff-certificates';
import { eq } from 'drizzle-orm';
import { certificateTemplates } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';

/** A template picture's bytes and the type its bytes were found to be when it was accepted. */
export interface TemplatePicture {
  bytes: Uint8Array;
  contentType: string;
}

/** What the organisation's certificate template gives a rendered certificate or hall ticket. */
export interface TemplateParts {
  logo: TemplatePicture | null;
  signature: TemplatePicture | null;
  signatoryName: string;
  signatoryTitle: string;
}

/** Where an accepted template picture lives: a private key made from its upload grant, never signed for. */
export function certificateImageKey(oid: string, image: CertificateImage, grantId: string): string {
  return `orgs/${oid}/private/certificate-template/${image}-${grantId}`;
}

async function readPicture(files: FileStore, key: string | null): Promise<TemplatePicture | null> {
  if (key === null) return null;
  const file = await files.get(key).catch(() => null);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), contentType: file.contentType };
}

/** The organisation's template; no row is a template with nothing in it. */
export async function templateParts(db: Db, files: FileStore, oid: string): Promise<TemplateParts> {
  const [row] = await db.select().from(certificateTemplates).where(eq(certificateTemplates.oid, oid));
  return {
    logo: await readPicture(files, row?.logoKey ?? null),
    signature: await readPicture(files, row?.signatureKey ?? null),
    signatoryName: row?.signatoryName ?? '',
    signatoryTitle: row?.signatoryTitle ?? '',
  };
}

export function pictureDataUrl(picture: TemplatePicture | null): string | null {
  return picture && `data:${picture.contentType};base64,${Buffer.from(picture.bytes).toString('base64')}`;
}

/** The template as the admin's screen shows it, its pictures as data: addresses (each at most 512 KB). */
export async function readCertificateTemplate(
  db: Db,
  files: FileStore,
  oid: string,
): Promise<CertificateTemplate> {
  const parts = await templateParts(db, files, oid);
  return {
    signatoryName: parts.signatoryName,
    signatoryTitle: parts.signatoryTitle,
    logoUrl: pictureDataUrl(parts.logo),
    signatureUrl: pictureDataUrl(parts.signature),
  };
}

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleCertificateTemplate } from '@aula/contract/content-bundle-organisation-records';
import {
  type CertificateImage,
  certificateImageMaxBytes,
  certificateImageTypes,
} from '@aula/contract/staff-certificates';
import { fileTypeFromBuffer } from 'file-type';
import { certificateTemplates } from '../../db/schema/records.ts';
import { defineSection, type SectionContext } from '../content/index.ts';
import { certificateImageKey } from './certificate-template.ts';

const pictureTypes = new Set<string>(Object.values(certificateImageTypes));

/**
 * Stores the template picture at `path` of the bundle (a PNG or JPEG by its bytes, at most 512 KB)
 * under a private key named by its digest, so importing the same picture again keeps the same key.
 */
async function storePicture(
  { folder, files, oid, fail }: SectionContext,
  image: CertificateImage,
  path: string,
): Promise<string> {
  const full = join(folder, path);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return fail([image], `${path} is not in the bundle`);
  if (info.size > certificateImageMaxBytes) return fail([image], `${path} is larger than 512 KB`);
  const bytes = await readFile(full);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !pictureTypes.has(found.mime)) return fail([image], `${path} is not a PNG or JPEG picture`);
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = certificateImageKey(oid, image, `bundle-${digest}`);
  await files.put(key, bytes, found.mime);
  return key;
}

/**
 * certificate-template.json: the organisation's certificate template (ADR 0092, 0098), its pictures
 * beside it in `certificate-template/`. The bundle says the whole template: a picture it does not
 * name is removed from the template.
 */
export const certificateTemplateSection = defineSection({
  file: 'certificate-template.json',
  schema: BundleCertificateTemplate,
  async load(context, template) {
    const { db, oid, now } = context;
    const set = {
      signatoryName: template.signatoryName,
      signatoryTitle: template.signatoryTitle,
      logoKey: template.logo === undefined ? null : await storePicture(context, 'logo', template.logo),
      signatureKey:
        template.signature === undefined
          ? null
          : await storePicture(context, 'signature', template.signature),
      updatedAt: now,
    };
    await db
      .insert(certificateTemplates)
      .values({ oid, ...set })
      .onConflictDoUpdate({ target: certificateTemplates.oid, set });
    return 1;
  },
});

import type { Input } from '@aula/contract/operation';
import type { saveCertificateTemplate as saveOperation } from '@aula/contract/staff-certificates';
import {
  type CertificateImage,
  type CertificateTemplate,
  certificateImageMaxBytes,
  certificateImageMaxSide,
  certificateImageType,
  certificateImageTypes,
} from '@aula/contract/staff-certificates';
import { staffMessages } from '@aula/contract/staff-messages';
import { eq } from 'drizzle-orm';
import { certificateTemplates } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit, type StaffChange } from '../audit/index.ts';
import { acceptImage, grantUpload, newStoredName } from '../uploads/index.ts';
import { certificateImageKey, readCertificateTemplate } from './certificate-template.ts';

/** Ten minutes to send a picture of at most 512 KB. */
const uploadSeconds = 10 * 60;

/** One upload address for the template's logo or signature: a PNG or JPEG by its name, within 512 KB. */
export async function presignCertificateImage(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { image: CertificateImage; filename: string; filetype: string; size: number },
  now: Date,
) {
  const kind = certificateImageType(body.filename);
  if (kind === null) {
    throw new AppError('VALIDATION_FAILED', staffMessages.pictureType, {
      filename: 'not a PNG or JPEG file',
    });
  }
  if (body.size > certificateImageMaxBytes) {
    throw new AppError('VALIDATION_FAILED', staffMessages.pictureTooLarge, {
      size: 'larger than 512 KB',
    });
  }
  const storedName = newStoredName(body.filename);
  const filetype = certificateImageTypes[kind];
  const grant = await grantUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'certificate-image',
      scope: body.image,
      storedName,
      contentType: filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url: grant.url, filename: storedName, filetype, expiresIn: grant.expiresIn };
}

/**
 * Claims the admin's upload of the picture with the staff images' one check (`acceptImage`): PNG or
 * JPEG by its bytes, never SVG, within 512 KB and 2000 pixels a side; answers its key.
 */
async function claimPicture(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  image: CertificateImage,
  storedName: string,
  now: Date,
): Promise<string> {
  const accepted = await acceptImage(
    services,
    actor,
    {
      purpose: 'certificate-image',
      scope: image,
      storedName,
      storedKey: (grantId) => certificateImageKey(actor.oid, image, grantId),
      field: image,
      rules: {
        kinds: ['png', 'jpg', 'jpeg'],
        maxBytes: certificateImageMaxBytes,
        maxSide: certificateImageMaxSide,
      },
      refusals: {
        missing: `No ${image} picture of yours was uploaded under that name: upload it again.`,
        refused: (reason) => `The ${image} is not a PNG or JPEG picture of at most 512 KB: ${reason}`,
      },
    },
    now,
  );
  return accepted.fileKey;
}

/**
 * Saves the organisation's certificate template: the signatory, and each picture named (the admin's
 * own upload, checked from its bytes). A picture not named is kept. Audited with the state before and
 * after (the pictures by key). Certificates rendered afterwards use it; those already rendered keep theirs.
 */
export async function saveCertificateTemplate(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: Input<typeof saveOperation>,
  change: StaffChange,
): Promise<CertificateTemplate> {
  const { db } = services;
  const logoKey = body.logo ? await claimPicture(services, actor, 'logo', body.logo, change.at) : undefined;
  const signatureKey = body.signature
    ? await claimPicture(services, actor, 'signature', body.signature, change.at)
    : undefined;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(certificateTemplates)
      .where(eq(certificateTemplates.oid, actor.oid))
      .for('update');
    const set = {
      signatoryName: body.signatoryName ?? '',
      signatoryTitle: body.signatoryTitle ?? '',
      ...(logoKey ? { logoKey } : {}),
      ...(signatureKey ? { signatureKey } : {}),
      updatedAt: change.at,
    };
    const [after] = await tx
      .insert(certificateTemplates)
      .values({ oid: actor.oid, ...set })
      .onConflictDoUpdate({ target: certificateTemplates.oid, set })
      .returning();
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'certificates.saveTemplate',
      before: before ?? null,
      after,
      ip: change.ip,
      at: change.at,
    });
  });
  return readCertificateTemplate(db, services.files, actor.oid);
}

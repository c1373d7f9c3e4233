import { staffMessages } from '@aula/contract/staff-messages';
import {
  type OrganisationImageSlot,
  organisationImageRules,
  organisationImageType,
} from '@aula/contract/staff-organisation';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { acceptImage, grantUpload, newStoredName } from '../uploads/index.ts';
import { updateOrganisationProfile } from './update-profile.ts';

/** Ten minutes to send an image of at most 2 MB. */
const uploadSeconds = 10 * 60;

/**
 * Grants one upload address for a logo or banner image to the calling admin: the name must be a PNG,
 * JPEG or WebP and the size within 2 MB. The server picks the stored name; the bytes are checked when
 * the image is put in its slot.
 */
export async function presignOrganisationImage(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { slot: OrganisationImageSlot; filename: string; filetype: string; size: number },
  now: Date,
): Promise<{ url: string; filename: string; filetype: string }> {
  const filetype = organisationImageType(body.filename);
  if (filetype === null) {
    throw new AppError('VALIDATION_FAILED', staffMessages.imageType, {
      filename: 'not a PNG, JPEG or WebP image',
    });
  }
  const storedName = newStoredName(body.filename);
  const grant = await grantUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'organisation-image',
      scope: body.slot,
      storedName,
      contentType: filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url: grant.url, filename: storedName, filetype };
}

/**
 * Puts the admin's uploaded image in its slot once its bytes are checked by the staff images' one
 * check (`acceptImage`: a PNG, JPEG or WebP by the detector, never by the name, never SVG; at most 2 MB
 * and 4000 pixels a side): the file is kept in the organisation's public media, which
 * the site serves at `/media/<oid>/organisation/...`. A null filename clears a slot; the logo only changes.
 */
export async function setOrganisationImage(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { slot: OrganisationImageSlot; filename: string | null },
  context: { ip: string | null; now: Date },
): Promise<void> {
  const { slot, filename } = body;
  if (filename === null) {
    if (slot === 'logo') {
      throw new AppError('VALIDATION_FAILED', staffMessages.logoRequired, {
        filename: 'the logo can be replaced, not removed',
      });
    }
    await updateOrganisationProfile(services.db, {
      actor,
      ...context,
      action: 'organisation.clearImage',
      change: () => ({ [slot]: undefined }),
    });
    return;
  }
  const accepted = await acceptImage(
    services,
    actor,
    {
      purpose: 'organisation-image',
      scope: slot,
      storedName: filename,
      storedKey: (grantId) => mediaKey(actor.oid, `organisation/${grantId}/${filename}`),
      field: 'filename',
      rules: organisationImageRules,
      refusals: {
        missing: 'No image of yours was uploaded under that name: upload it again.',
        refused: (reason) => `This is not an image the site can show: ${reason}`,
      },
    },
    context.now,
  );
  const path = accepted.fileKey.slice(mediaKey(actor.oid, '').length);
  await updateOrganisationProfile(services.db, {
    actor,
    ...context,
    action: 'organisation.setImage',
    change: () => ({ [slot]: path }),
  });
}

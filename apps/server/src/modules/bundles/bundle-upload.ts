import { bundleZipLimits } from '@aula/contract/staff-bundles';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { acceptUpload, grantUpload, newStoredName } from '../uploads/index.ts';

/** An hour to send the zip: a catalogue with its packages may be large and a connection slow. */
const uploadSeconds = 60 * 60;

/** One upload address for a bundle zip, granted to the calling admin (ADR 0098). */
export async function presignBundleImport(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { filename: string; filetype: string; size: number },
  now: Date,
): Promise<{ url: string; filename: string; filetype: string; expiresIn: number }> {
  const storedName = newStoredName(body.filename);
  const grant = await grantUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'bundle-import',
      storedName,
      contentType: body.filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url: grant.url, filename: storedName, filetype: body.filetype, expiresIn: grant.expiresIn };
}

/**
 * The admin's uploaded bundle zip `storedName`: claimed at the first check (a zip by its bytes, within
 * 1 GB) into a private key no address is signed for, and found there again by the import that follows.
 */
export async function acceptBundleZip(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  storedName: string,
  now: Date,
): Promise<string> {
  const accepted = await acceptUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'bundle-import',
      storedName,
      storedKey: (grantId) => `orgs/${actor.oid}/private/bundle-imports/${grantId}.zip`,
      rules: { maxBytes: bundleZipLimits.zipBytes, minBytes: 1, kinds: ['zip'] },
      field: 'filename',
    },
    now,
  );
  return accepted.fileKey;
}

import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UploadKind } from '../../platform/verify-upload.ts';
import { acceptStaffUpload, type StaffUploadRequest } from './accept-staff-upload.ts';
import type { AcceptedFile } from './accept-upload.ts';

/**
 * The kinds a staff image may be: pictures the site shows and the certificate draws. Never SVG, for
 * every image alike: its markup can carry script and outside references, and it would be served or
 * drawn as given.
 */
export type ImageKind = Extract<UploadKind, 'png' | 'jpg' | 'jpeg' | 'webp'>;

export interface ImageRules {
  kinds: readonly ImageKind[];
  maxBytes: number;
  /** The largest width and height, in pixels. */
  maxSide: number;
}

/** What the caller says of a refused image: its own words, the checker's reason appended to `refused`. */
export interface ImageRefusals {
  missing: string;
  refused: (reason: string) => string;
}

/**
 * Claims, once, a staff member's uploaded image (the organisation's logo and banner, the certificate
 * template's logo and signature) with the staff uploads' one claim (`acceptStaffUpload`): its kind read
 * from its bytes by the detector (file-type), never from its name; within its bytes; its width and
 * height read from its header (image-size) within `maxSide`; never SVG. A refused image is deleted and
 * answered as a 400 on `field` in the caller's words.
 */
export async function acceptImage(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: Pick<SessionUser, 'oid' | 'eid'>,
  request: Omit<StaffUploadRequest, 'rules' | 'refusal'> & { rules: ImageRules; refusals: ImageRefusals },
  now: Date,
): Promise<AcceptedFile> {
  const { rules, refusals, ...claim } = request;
  return acceptStaffUpload(
    services,
    actor,
    {
      ...claim,
      rules: { kinds: rules.kinds, maxBytes: rules.maxBytes, maxSide: rules.maxSide },
      refusal: (problem, reason) => (problem === 'missing' ? refusals.missing : refusals.refused(reason)),
    },
    now,
  );
}

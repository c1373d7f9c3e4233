import { randomUUID } from 'node:crypto';
import { uploadGrants } from '../../db/schema/uploads.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { assertStorageQuota } from './storage-quota.ts';
import { organisationPurposes, type UploadOwner, type UploadPurpose } from './upload-owner.ts';
import { limitUploads } from './upload-rate.ts';

export interface GrantRequest {
  purpose: UploadPurpose;
  /** The assessment and question, assignment, objective or application the file is for. */
  scope?: string;
  /** The name the learner's save will give back to claim it. */
  storedName: string;
  contentType: string;
  size: number;
  /** Seconds the address accepts the file. */
  expiresIn: number;
}

export interface Grant {
  url: string;
  grantId: string;
  expiresIn: number;
}

/**
 * Signs one single-use upload address and records it (ADR 0062): counted against the account's rate
 * and storage quota, at a key of its own that no stored file ever lives at, so whatever is PUT there
 * later is never read.
 */
export async function grantUpload(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  owner: UploadOwner,
  request: GrantRequest,
  now: Date,
): Promise<Grant> {
  if (owner.eid !== null) {
    await limitUploads(db, owner.oid, owner.eid, now);
    if (!organisationPurposes.includes(request.purpose)) {
      await assertStorageQuota(db, { oid: owner.oid, eid: owner.eid }, request.size, now);
    }
  }
  const grantId = randomUUID();
  const uploadKey = `orgs/${owner.oid}/upload-grants/${grantId}`;
  const url = await files.presignUpload(uploadKey, {
    contentType: request.contentType,
    size: request.size,
    expiresIn: request.expiresIn,
  });
  await db.insert(uploadGrants).values({
    id: grantId,
    oid: owner.oid,
    eid: owner.eid,
    purpose: request.purpose,
    scope: request.scope ?? '',
    storedName: request.storedName,
    uploadKey,
    size: request.size,
    contentType: request.contentType,
    createdAt: now,
    expiresAt: new Date(now.getTime() + request.expiresIn * 1000),
  });
  return { url, grantId, expiresIn: request.expiresIn };
}

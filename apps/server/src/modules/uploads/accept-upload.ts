import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { storedFiles, uploadGrants } from '../../db/schema/uploads.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { UploadRefusedError, type UploadRules, verifyUpload } from '../../platform/verify-upload.ts';
import { copyWithDigest } from './copy-with-digest.ts';
import { claimHours, type UploadOwner, type UploadPurpose } from './upload-owner.ts';

export interface AcceptRequest {
  purpose: UploadPurpose;
  scope?: string;
  /** The name the upload was granted under, as the learner's save gives it back. */
  storedName: string;
  /** Where the checked bytes are to live: a key no upload address is ever signed for (or made from the grant's id). */
  storedKey: string | ((grantId: string) => string);
  rules: Omit<UploadRules, 'size' | 'field'>;
  /** The body field that named the file, for the 400. */
  field: string;
  /** A visitor's upload is claimed by the id its address came with. */
  uploadId?: string | undefined;
  /** Refuse a second claim even by the same save (a message or complaint is sent once). */
  once?: boolean;
}

export interface AcceptedFile {
  fileKey: string;
  size: number;
  sha256: string;
  /** The media type found in the bytes. */
  contentType: string;
}

const noUpload = '00000000-0000-0000-0000-000000000000';

/**
 * Claims, once, an upload its owner was granted for this purpose and scope (ADR 0062): copies the bytes
 * from the signed key to `storedKey`, checks the copy (the size signed, the rules' sizes, the kind by its
 * bytes), records its size and SHA-256. What is checked is what is kept: the signed key is never read again
 * (an S3 address takes PUTs until it expires) and is emptied by the purge once its address expired; it is
 * left until then so a claim inside a transaction that rolls back can be made again. The
 * same save sent again (an answer saved anew) gets the same file back; any other second claim is a 409.
 * A refused file is deleted and its grant spent, so the learner uploads it anew.
 */
export async function acceptUpload(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  owner: UploadOwner,
  request: AcceptRequest,
  now: Date,
): Promise<AcceptedFile> {
  const { field } = request;
  const ownerMatch =
    owner.eid === null
      ? and(isNull(uploadGrants.eid), eq(uploadGrants.id, request.uploadId ?? noUpload))
      : eq(uploadGrants.eid, owner.eid);
  const [grant] = await db
    .select()
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.oid, owner.oid),
        ownerMatch,
        eq(uploadGrants.purpose, request.purpose),
        eq(uploadGrants.scope, request.scope ?? ''),
        eq(uploadGrants.storedName, request.storedName),
      ),
    )
    .orderBy(desc(uploadGrants.createdAt))
    .limit(1);
  const missing = () => new UploadRefusedError('missing', 'No file was uploaded under that name.', field);
  if (!grant) throw missing();
  const storedKey = typeof request.storedKey === 'string' ? request.storedKey : request.storedKey(grant.id);
  if (grant.claimedAt) {
    const [kept] =
      grant.fileKey === storedKey && !request.once
        ? await db.select().from(storedFiles).where(eq(storedFiles.fileKey, storedKey))
        : [];
    if (kept)
      return { fileKey: kept.fileKey, size: kept.size, sha256: kept.sha256, contentType: kept.contentType };
    const message =
      grant.fileKey === storedKey && !request.once
        ? uploadLimitMessages.stillChecking
        : uploadLimitMessages.alreadyUsed;
    throw new AppError('CONFLICT', message, { [field]: message });
  }
  if (grant.createdAt.getTime() < now.getTime() - claimHours * 3_600_000) throw missing();
  if (!(await files.exists(grant.uploadKey))) throw missing();
  const [taken] = await db
    .select({ key: storedFiles.fileKey })
    .from(storedFiles)
    .where(eq(storedFiles.fileKey, storedKey));
  if (taken) {
    throw new AppError('CONFLICT', uploadLimitMessages.alreadyUsed, {
      [field]: uploadLimitMessages.alreadyUsed,
    });
  }

  const [claimed] = await db
    .update(uploadGrants)
    .set({ claimedAt: now, fileKey: storedKey })
    .where(and(eq(uploadGrants.id, grant.id), isNull(uploadGrants.claimedAt)))
    .returning({ id: uploadGrants.id });
  if (!claimed) {
    throw new AppError('CONFLICT', uploadLimitMessages.stillChecking, {
      [field]: uploadLimitMessages.stillChecking,
    });
  }
  let copied: Awaited<ReturnType<typeof copyWithDigest>>;
  try {
    copied = await copyWithDigest(files, grant.uploadKey, storedKey, grant.contentType);
  } catch (error) {
    // The store failed, not the learner: the grant may be claimed again.
    await files.delete(storedKey);
    await db
      .update(uploadGrants)
      .set({ claimedAt: null, fileKey: null })
      .where(eq(uploadGrants.id, grant.id));
    throw error;
  }
  const spend = () => db.update(uploadGrants).set({ fileKey: null }).where(eq(uploadGrants.id, grant.id));
  if (!copied) {
    await spend();
    throw missing();
  }
  // A refused copy is deleted; the grant stays claimed with no file, so the learner uploads anew.
  const verified = await verifyUpload(files, storedKey, { ...request.rules, size: grant.size, field }).catch(
    async (error: unknown) => {
      if (error instanceof UploadRefusedError) await spend();
      throw error;
    },
  );
  await db.insert(storedFiles).values({
    fileKey: storedKey,
    oid: owner.oid,
    eid: owner.eid,
    purpose: request.purpose,
    size: copied.size,
    sha256: copied.sha256,
    contentType: verified.contentType,
    grantId: grant.id,
    storedAt: now,
  });
  return { fileKey: storedKey, size: copied.size, sha256: copied.sha256, contentType: verified.contentType };
}

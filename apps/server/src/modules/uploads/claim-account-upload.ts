import {
  type AnyAccountUploadType,
  accountUploadRules,
  fileMessages,
  fileProblem,
  kindOfName,
} from '@aula/contract/account-uploads';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { uploadSlots } from '../../db/schema/account.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { UploadRefusedError, verifyUpload } from '../../platform/verify-upload.ts';
import type { UploadOwner } from './presign-account-upload.ts';

/** An upload may be claimed for a day after it was presigned; later it is of no use. */
export const claimHours = 24;

export interface ClaimedFile {
  storedName: string;
  fileKey: string;
  /** The media type found in the bytes. */
  contentType: string;
}

export interface ClaimRequest {
  type: AnyAccountUploadType;
  storedName: string;
  /** A visitor's upload is claimed by the id its address came with. */
  uploadId?: string | undefined;
  /** The body field that named the file, for the 400. */
  field: string;
}

/** The spec's words for a file the bytes refused. */
function refusalMessage(type: AnyAccountUploadType, storedName: string, error: UploadRefusedError): string {
  if (error.problem === 'too-large') {
    return fileProblem(type, { name: storedName, size: Number.MAX_SAFE_INTEGER }) ?? error.message;
  }
  if (error.problem === 'wrong-type') return fileProblem(type, { name: '.none', size: 0 }) ?? error.message;
  return error.message;
}

/**
 * Claims, once, an upload its owner presigned for `type`: the file must be there, of the size signed,
 * and its bytes one of the type's kinds (the one its name says), within that kind's sizes. A refused
 * file is deleted; a claimed upload cannot be claimed again.
 */
export async function claimAccountUpload(
  { db, files, clock }: Pick<AppServices, 'db' | 'files' | 'clock'>,
  owner: UploadOwner,
  { type, storedName, uploadId, field }: ClaimRequest,
): Promise<ClaimedFile> {
  const now = clock.now();
  const ownerMatch =
    owner.eid === null
      ? and(isNull(uploadSlots.eid), eq(uploadSlots.id, uploadId ?? '00000000-0000-0000-0000-000000000000'))
      : eq(uploadSlots.eid, owner.eid);
  const [slot] = await db
    .select()
    .from(uploadSlots)
    .where(
      and(
        eq(uploadSlots.oid, owner.oid),
        ownerMatch,
        eq(uploadSlots.type, type),
        eq(uploadSlots.storedName, storedName),
        isNull(uploadSlots.claimedAt),
        gt(uploadSlots.createdAt, new Date(now.getTime() - claimHours * 3_600_000)),
      ),
    )
    .orderBy(desc(uploadSlots.createdAt))
    .limit(1);
  if (!slot) {
    throw new AppError('VALIDATION_FAILED', 'No file of yours was uploaded under that name.', {
      [field]: 'no such upload of yours',
    });
  }
  const rules = accountUploadRules[type];
  // The name's kind was checked when the address was made; the bytes must be of it (verifyUpload
  // compares them with the type the file was signed and stored as: a PDF renamed .png is refused).
  const kind = kindOfName(storedName);
  const sizes = kind ? rules.sizes(kind) : { min: 0, max: 0 };
  try {
    const verified = await verifyUpload(files, slot.fileKey, {
      maxBytes: sizes.max,
      kinds: rules.kinds,
      size: slot.size,
      field,
    });
    if (verified.size < sizes.min) {
      await files.delete(slot.fileKey);
      throw new AppError('VALIDATION_FAILED', fileMessages.tooSmall, { [field]: fileMessages.tooSmall });
    }
    const [claimed] = await db
      .update(uploadSlots)
      .set({ claimedAt: now })
      .where(and(eq(uploadSlots.id, slot.id), isNull(uploadSlots.claimedAt)))
      .returning({ id: uploadSlots.id });
    if (!claimed) {
      throw new AppError('CONFLICT', 'That upload was already used.', { [field]: 'already used' });
    }
    return { storedName, fileKey: slot.fileKey, contentType: verified.contentType };
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      const message = refusalMessage(type, storedName, error);
      throw new AppError('VALIDATION_FAILED', message, { [field]: message });
    }
    throw error;
  }
}

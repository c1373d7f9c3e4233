import {
  type AnyAccountUploadType,
  accountUploadRules,
  fileMessages,
  fileProblem,
  kindOfName,
} from '@aula/contract/account-uploads';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload } from './accept-upload.ts';
import type { UploadOwner } from './upload-owner.ts';

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
  if (error.problem === 'too-small') return fileMessages.tooSmall;
  if (error.problem === 'wrong-type') return fileProblem(type, { name: '.none', size: 0 }) ?? error.message;
  return error.message;
}

/** Where an accepted account file lives: beside nothing an address was signed for. */
export function accountFileKey(oid: string, grantId: string, storedName: string): string {
  return `orgs/${oid}/private/account-files/${grantId}/${storedName}`;
}

/**
 * Claims, once, an upload its owner presigned for `type`: the file must be there, of the size signed,
 * and its bytes one of the type's kinds (the one its name says), within that kind's sizes. The checked
 * bytes are kept at a key of their own (ADR 0062); a refused file is deleted, and an upload already claimed is refused (409).
 */
export async function claimAccountUpload(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  owner: UploadOwner,
  { type, storedName, uploadId, field }: ClaimRequest,
): Promise<ClaimedFile> {
  const rules = accountUploadRules[type];
  // The name's kind was checked when the address was made; the bytes must be of it (verifyUpload
  // compares them with the type the file was signed and stored as: a PDF renamed .png is refused).
  const kind = kindOfName(storedName);
  const sizes = kind ? rules.sizes(kind) : { min: 0, max: 0 };
  try {
    const accepted = await acceptUpload(
      services,
      owner,
      {
        purpose: type,
        storedName,
        storedKey: (grantId) => accountFileKey(owner.oid, grantId, storedName),
        rules: { maxBytes: sizes.max, minBytes: sizes.min, kinds: rules.kinds },
        field,
        uploadId,
        once: true,
      },
      services.clock.now(),
    );
    return { storedName, fileKey: accepted.fileKey, contentType: accepted.contentType };
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      const message =
        error.problem === 'missing'
          ? 'No file of yours was uploaded under that name.'
          : refusalMessage(type, storedName, error);
      throw new AppError('VALIDATION_FAILED', message, {
        [field]: error.problem === 'missing' ? 'no such upload of yours' : message,
      });
    }
    throw error;
  }
}

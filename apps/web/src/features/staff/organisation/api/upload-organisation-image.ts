import { type OrganisationImageSlot, organisationImageType } from '@aula/contract/staff-organisation';
import { callApi } from '../../../../lib/api-client.ts';
import { putFile, type UploadProgress } from '../../../../lib/upload-file.ts';

/**
 * Sends a logo or banner image through its single-use address (progress reported) and answers the
 * stored name that puts it in its slot; the server checks the bytes then.
 */
export async function uploadOrganisationImage(
  { oid, slot }: { oid: string; slot: OrganisationImageSlot },
  file: File,
  onProgress?: UploadProgress,
): Promise<string> {
  const { url, filename, filetype } = await callApi('staff/presignOrganisationImage', {
    oid,
    slot,
    filename: file.name,
    filetype: organisationImageType(file.name) ?? (file.type || 'application/octet-stream'),
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return filename;
}

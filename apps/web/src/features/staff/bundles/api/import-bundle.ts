import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { putFile, type UploadProgress } from '../../../../lib/upload-file.ts';

export type BundleImportReport = OperationOutput<'staff/checkBundleImport'>;

/** Presigns and sends a bundle zip (progress reported); answers the stored name the check and import claim. */
export async function uploadBundle(oid: string, file: File, onProgress?: UploadProgress): Promise<string> {
  const { url, filename, filetype } = await callApi('staff/presignBundleImport', {
    oid,
    filename: file.name,
    filetype: 'application/zip',
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return filename;
}

/** What importing the uploaded bundle would do, or its problems; nothing is written. */
export function checkBundle(oid: string, filename: string): Promise<BundleImportReport> {
  return callApi('staff/checkBundleImport', { oid, filename });
}

/** Imports the checked bundle; every query is read again afterwards (the catalogue changed). */
export function importBundle(oid: string, filename: string): Promise<BundleImportReport> {
  return callApi('staff/importBundle', { oid, filename });
}

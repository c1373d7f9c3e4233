import {
  announcementFileKindOf,
  announcementFileMediaTypes,
  type StaffFileAnnouncementType,
} from '@aula/contract/staff-announcement-files';
import { callApi } from '../../../../lib/api-client.ts';
import { putFile, type UploadProgress } from '../../../../lib/upload-file.ts';
import type { PostTarget } from './post-target.ts';

/**
 * Sends the file of a file announcement through its presigned address (progress reported) and answers
 * the stored name the save names; the server checks its bytes when the announcement is saved.
 */
export async function uploadAnnouncementFile(
  { oid, target, type }: { oid: string; target: PostTarget; type: StaffFileAnnouncementType },
  file: File,
  onProgress?: UploadProgress,
): Promise<string> {
  const kind = announcementFileKindOf(type, file.name);
  const { url, filename, filetype } = await callApi('staff/presignAnnouncementFile', {
    oid,
    ...target,
    type,
    filename: file.name,
    filetype: kind ? announcementFileMediaTypes[kind] : file.type,
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return filename;
}

import {
  type CourseFileType,
  type CourseUploadKind,
  courseFileKindOf,
  courseFileMediaTypes,
} from '@aula/contract/staff-course-files';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { putFile, type UploadProgress } from '../../../../lib/upload-file.ts';

/** Presigns and sends one file of `kind` (progress reported); answers the stored name a save claims. */
async function sendFile(oid: string, kind: CourseUploadKind, file: File, onProgress?: UploadProgress) {
  const fileKind = courseFileKindOf(kind, file.name);
  const { url, filename, filetype } = await callApi('staff/presignCourseFile', {
    oid,
    kind,
    filename: file.name,
    filetype: fileKind ? courseFileMediaTypes[fileKind] : file.type,
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return filename;
}

export type SavedCourseFile = OperationOutput<'staff/saveCourseFile'>;

/**
 * Uploads a learning object's file and has the server check and keep it (a zip validated and
 * unpacked): answers its `ourl`, or null with the report of a refused package. Invalidates the list.
 */
export async function uploadCourseFile(
  oid: string,
  otype: CourseFileType,
  file: File,
  onProgress?: UploadProgress,
): Promise<SavedCourseFile> {
  const filename = await sendFile(oid, otype, file, onProgress);
  return callApi('staff/saveCourseFile', { oid, otype, filename });
}

/** Uploads WebVTT captions for the uploaded video `ourl`; the server checks them whole. */
export async function uploadCaptions(oid: string, ourl: string, file: File, onProgress?: UploadProgress) {
  const filename = await sendFile(oid, 'captions', file, onProgress);
  return callApi('staff/saveCourseFileCaptions', { oid, ourl, filename });
}

import { miniAssignmentUpload, type UploadKind } from '@aula/contract/mini-assignments';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

/** The file's kind by its name, when it is one the spec allows. */
export function uploadKindOf(name: string): UploadKind | null {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return (miniAssignmentUpload.kinds as readonly string[]).includes(extension)
    ? (extension as UploadKind)
    : null;
}

/** True when the browser may send the file: an allowed kind, at most 512000 bytes (the server checks again). */
export function isAllowedUpload(file: File): boolean {
  return uploadKindOf(file.name) !== null && file.size > 0 && file.size <= miniAssignmentUpload.maxBytes;
}

/**
 * The spec's GET_PRESIGNED_URL (type minassign), then the PUT of the file to that address. Answers
 * the stored name to give back with the answers, which is when the server checks the bytes.
 */
export function useUploadAssignmentFile(bcid: string, quizid: string) {
  const { oid } = useOrganisation();
  return useMutation({
    mutationFn: async (file: File) => {
      const filetype = uploadKindOf(file.name);
      if (!filetype) throw new Error('not an allowed kind of file');
      const { url, fname, contentType } = await callApi('getMiniAssignmentUploadUrl', {
        oid,
        bcid,
        quizid,
        filename: file.name,
        filetype,
        size: file.size,
      });
      const put = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
      if (!put.ok)
        throw new ApiError({ code: 'INTERNAL', status: put.status, message: 'The upload failed.' });
      return { fname, orgname: file.name };
    },
  });
}

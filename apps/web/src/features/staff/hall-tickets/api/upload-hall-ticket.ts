import { hallTicketUploadType, hallTicketUploadTypes } from '@aula/contract/staff-hall-tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { putFile, type UploadProgress } from '../../../../lib/upload-file.ts';
import { hallTicketKeys } from './batch-hall-tickets.ts';

interface UploadInput {
  oid: string;
  bpid: string;
  eid: string;
  file: File;
  onProgress?: UploadProgress;
}

/** Sends one learner's hall ticket through its presigned address, then issues it (the server checks its bytes). */
export async function uploadHallTicket({ oid, bpid, eid, file, onProgress }: UploadInput) {
  const kind = hallTicketUploadType(file.name);
  const { url, filename, filetype } = await callApi('staff/presignHallTicket', {
    oid,
    bpid,
    eid,
    filename: file.name,
    filetype: kind ? hallTicketUploadTypes[kind] : file.type,
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return callApi('staff/saveHallTicket', { oid, bpid, eid, filename });
}

export function useUploadHallTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadHallTicket,
    onSettled: () => client.invalidateQueries({ queryKey: hallTicketKeys.all }),
  });
}

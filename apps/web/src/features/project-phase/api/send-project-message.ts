import { projectAttachmentExtension, projectAttachmentTypes } from '@aula/contract/project-phase';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError, networkError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useOutbox } from '../../../lib/outbox.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { projectKeys } from './project-keys.ts';

export interface OutgoingMessage {
  objid: string;
  message: string;
  file?: File | undefined;
}

/** PUTs the file to the address the server signed for it; a refusal reads like any API failure. */
async function putFile(url: string, file: File, contentType: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) {
    throw new ApiError({ code: 'BAD_REQUEST', status: response.status, message: 'The upload was refused.' });
  }
}

/**
 * The learner's messages of a course's project threads, kept on the device until the server has them
 * (offline too; an attachment with its message) and sent with the id each was given, the attachment
 * first through a presigned upload (the server then judges the file from its bytes). The answered
 * thread replaces the cached one; the objectives and the approved table are read again.
 */
export function useProjectOutbox(bcid: string) {
  const { oid } = useOrganisation();
  const { username: eid } = useSessionUser();
  const client = useQueryClient();
  return useOutbox<OutgoingMessage>(`aula.outbox.project:${oid}:${eid}:${bcid}`, async (item) => {
    const { objid, message, file } = item.body;
    let attachment: { fileName: string; fileUrlName: string } | undefined;
    if (file) {
      const extension = projectAttachmentExtension(file.name);
      const filetype = extension ? projectAttachmentTypes[extension] : file.type;
      const { url, fileUrlName } = await callApi('getProjectPresignedUrl', {
        oid,
        eid,
        bcid,
        objid,
        filename: file.name,
        filetype,
        size: file.size,
      });
      await putFile(url, file, filetype);
      attachment = { fileName: file.name, fileUrlName };
    }
    const answer = await callApi('updateUserProjectObjects', {
      oid,
      eid,
      bcid,
      objid,
      projectObj: { message, ...attachment, clientId: item.id },
    });
    client.setQueryData(projectKeys.thread(oid, eid, bcid, objid), answer);
    void client.invalidateQueries({ queryKey: projectKeys.approved(oid, eid, bcid) });
  });
}

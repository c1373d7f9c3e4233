import { kindOf, mediaTypeOfKind } from '@aula/contract/application-form-documents';
import { type PaperDocument, paperDocuments } from '@aula/contract/paper-form';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { putFile } from '../../../lib/upload-file.ts';
import { storedName } from './upload-application-document.ts';

export interface PaperUpload {
  document: PaperDocument;
  file: File;
  onProgress: (percent: number) => void;
}

/**
 * The presigned flow for an upload of the paper form (spec 3 §7 get-presigned-url, then PUT):
 * answers the stored name, which the form's save then sends (the server checks the bytes there).
 */
export function useUploadPaperDocument(bpid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useMutation({
    mutationFn: async ({ document, file, onProgress }: PaperUpload) => {
      const filetype = mediaTypeOfKind[kindOf(paperDocuments[document], file.name) ?? 'png'];
      const { url, filename } = await callApi('getPaperApplicationPresignedUrl', {
        oid,
        eid: username,
        type: 'application',
        bpid,
        document,
        filetype,
        filename: storedName(file.name),
        size: file.size,
      });
      await putFile(url, file, filetype, (sent, total) => onProgress(Math.round((sent / total) * 100)));
      return filename;
    },
  });
}

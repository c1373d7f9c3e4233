import type { ApplicationDocument } from '@aula/contract/application-form';
import type { UploadType } from '@aula/contract/application-form-documents';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { putFile } from '../../../lib/upload-file.ts';

const typeOfExtension: Record<string, UploadType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The stored name: a random number from 1000 to 9999, a hyphen, the original name (spec 3 §7). */
export function storedName(fileName: string): string {
  const prefix = 1000 + Math.floor(Math.random() * 9000);
  return `${prefix}-${fileName.replace(/[/\\]/g, '_')}`;
}

export interface DocumentUpload {
  document: ApplicationDocument;
  file: File;
  onProgress: (percent: number) => void;
}

/**
 * The presigned flow (spec 3 §7 get-presigned-url, then PUT): answers the stored name, which the
 * Upload Documents section then saves (the server checks the bytes at that save).
 */
export function useUploadApplicationDocument(bpid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useMutation({
    mutationFn: async ({ document, file, onProgress }: DocumentUpload) => {
      const filetype = typeOfExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png';
      const { url, filename } = await callApi('getApplicationPresignedUrl', {
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

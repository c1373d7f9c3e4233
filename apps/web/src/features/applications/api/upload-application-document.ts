import { type DocumentRule, kindOf, mediaTypeOfKind } from '@aula/contract/application-form-documents';
import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { putFile } from '../../../lib/upload-file.ts';

/** The get-presigned-url of each admission form: the wizard's (and the university form's), the paper form's. */
export type DocumentPresign = 'getApplicationPresignedUrl' | 'getPaperApplicationPresignedUrl';
export type DocumentOf<N extends DocumentPresign> = OperationInput<N>['document'];

/** The stored name: a random number from 1000 to 9999, a hyphen, the original name (spec 3 §7). */
export function storedName(fileName: string): string {
  const prefix = 1000 + Math.floor(Math.random() * 9000);
  return `${prefix}-${fileName.replace(/[/\\]/g, '_')}`;
}

export interface DocumentUpload<Document extends string = string> {
  document: Document;
  file: File;
  onProgress: (percent: number) => void;
}

/**
 * The presigned flow of an admission form's document (spec 3 §7 get-presigned-url, then PUT, sent as
 * the type its rule gives its extension): answers the stored name, which the form then saves (the
 * server checks the bytes at that save).
 */
export function useUploadApplicationDocument<N extends DocumentPresign>(
  operation: N,
  bpid: string,
  documents: Readonly<Record<DocumentOf<N>, DocumentRule>>,
) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useMutation({
    mutationFn: async ({ document, file, onProgress }: DocumentUpload<DocumentOf<N>>) => {
      const filetype = mediaTypeOfKind[kindOf(documents[document], file.name) ?? 'png'];
      const body = {
        oid,
        eid: username,
        type: 'application',
        bpid,
        document,
        filetype,
        filename: storedName(file.name),
        size: file.size,
      } as OperationInput<N>;
      const { url, filename } = await callApi(operation, body);
      await putFile(url, file, filetype, (sent, total) => onProgress(Math.round((sent / total) * 100)));
      return filename;
    },
  });
}

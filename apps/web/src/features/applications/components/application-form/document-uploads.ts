import type { DocumentRule } from '@aula/contract/application-form-documents';
import { createContext, use } from 'react';
import {
  type DocumentOf,
  type DocumentPresign,
  useUploadApplicationDocument,
} from '../../api/upload-application-document.ts';

/** What every upload field of an admission form reads: the form's documents, how to send one, and what was saved. */
export interface DocumentUploads {
  /** The form's documents under their field names, with their rules (the contract's). */
  documents: Readonly<Record<string, DocumentRule>>;
  /** A document's name on screen, in the page's language. */
  labelOf: (document: string) => string;
  /** Sends the file (the presigned flow) and answers its stored name. */
  upload: (document: string, file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** The addresses of the documents as saved, to view them, and their stored names then. */
  savedUrls: Readonly<Partial<Record<string, string>>>;
  savedNames: Readonly<Partial<Record<string, unknown>>>;
}

export const DocumentUploadsContext = createContext<DocumentUploads | null>(null);

export function useDocumentUploads(): DocumentUploads {
  const uploads = use(DocumentUploadsContext);
  if (!uploads) throw new Error('useDocumentUploads is used outside an admission form');
  return uploads;
}

/**
 * The uploads of a form whose documents go through `operation` (the wizard's get-presigned-url, or the
 * paper form's), for DocumentUploadsContext.
 */
export function useFormDocumentUploads<N extends DocumentPresign>(
  operation: N,
  bpid: string,
  documents: Readonly<Record<DocumentOf<N>, DocumentRule>>,
  saved: {
    labelOf: (document: DocumentOf<N>) => string;
    urls: Readonly<Partial<Record<DocumentOf<N>, string>>>;
    names: Readonly<Partial<Record<DocumentOf<N>, unknown>>> | null;
  },
): DocumentUploads {
  const mutation = useUploadApplicationDocument(operation, bpid, documents);
  return {
    documents,
    labelOf: (document) => saved.labelOf(document as DocumentOf<N>),
    upload: (document, file, onProgress) =>
      mutation.mutateAsync({ document: document as DocumentOf<N>, file, onProgress }),
    savedUrls: saved.urls,
    savedNames: saved.names ?? {},
  };
}

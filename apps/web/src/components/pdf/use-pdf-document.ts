import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf } from './pdf-document.ts';

export type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'error'; error: unknown };

/** The PDF of `bytes`, opened while the component is on view and closed after (failures are logged). */
export function usePdfDocument(bytes: ArrayBuffer | undefined): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  useEffect(() => {
    if (!bytes) return;
    let current: PDFDocumentProxy | undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    openPdf(bytes).then(
      (document) => {
        if (cancelled) {
          void document.destroy();
          return;
        }
        current = document;
        setState({ status: 'ready', document });
      },
      (error: unknown) => {
        console.error('A PDF could not be opened', error);
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
      void current?.destroy();
    };
  }, [bytes]);
  return state;
}

import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { drawPage, type PageSize } from './pdf-document.ts';

export interface PdfPageCanvasProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  /** A width it never overflows its container beyond, or a zoom; the page keeps its proportions. */
  size: PageSize;
  label: string;
}

/** One page of a PDF drawn on a canvas at `size`, announced as a picture with `label`. */
export function PdfPageCanvas({ document, pageNumber, size, label }: PdfPageCanvasProps) {
  // The size's value, not the object: a new object of the same size draws nothing again.
  const width = 'width' in size ? size.width : undefined;
  const scale = 'scale' in size ? size.scale : undefined;
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const drawing = drawPage(document, pageNumber, target, width ? { width } : { scale: scale ?? 1 });
    drawing.done.catch((error: unknown) =>
      console.error(`Page ${pageNumber} of a PDF could not be drawn`, error),
    );
    return drawing.cancel;
  }, [document, pageNumber, width, scale]);
  return (
    <canvas ref={canvas} role="img" aria-label={label} style={{ display: 'block', background: '#fff' }} />
  );
}

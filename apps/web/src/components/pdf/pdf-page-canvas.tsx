import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { drawPage } from './pdf-document.ts';

export interface PdfPageCanvasProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  /** Width in CSS pixels; the page keeps its proportions and never overflows its container. */
  width: number;
  label: string;
}

/** One page of a PDF drawn on a canvas, announced as a picture with `label`. */
export function PdfPageCanvas({ document, pageNumber, width, label }: PdfPageCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    drawPage(document, pageNumber, target, width).catch((error: unknown) =>
      console.error(`Page ${pageNumber} of a PDF could not be drawn`, error),
    );
  }, [document, pageNumber, width]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      style={{ display: 'block', width: '100%', maxWidth: width, height: 'auto', background: '#fff' }}
    />
  );
}

import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded the first time a PDF is drawn. Its worker is a file of this app (Vite's `?url`), so
 * it runs from the portal's own origin as the Content-Security-Policy requires (`worker-src 'self'`).
 */
function pdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([library, worker]) => {
      library.GlobalWorkerOptions.workerSrc = worker.default;
      return library;
    },
  );
  return loading;
}

/** Opens a PDF from its bytes (copied: pdf.js takes the buffer it is given to its worker). */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const library = await pdfJs();
  // No eval: the portal's Content-Security-Policy forbids it, so pdf.js should not even try.
  return library.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}

/** Draws page `pageNumber` on `canvas`, `width` CSS pixels wide, sharp on high-density screens. */
export async function drawPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<void> {
  const page = await document.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const density = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / natural.width) * density });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.aspectRatio = `${natural.width} / ${natural.height}`;
  await page.render({ canvas, viewport }).promise;
}

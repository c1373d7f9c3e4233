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

/** The size of page `pageNumber` at 100 % (one PDF point to one CSS pixel). */
export async function pageSize(
  document: PDFDocumentProxy,
  pageNumber: number,
): Promise<{ width: number; height: number }> {
  const { width, height } = (await document.getPage(pageNumber)).getViewport({ scale: 1 });
  return { width, height };
}

/**
 * Pixels one page's canvas holds at most (20 MB): a zoomed-in page is drawn no finer than this and
 * stretched beyond it, so zooming in never costs more memory per page than a sharp page on a phone.
 */
const maxCanvasPixels = 5_000_000;

/**
 * How large a page is drawn: at most `width` CSS pixels wide and shrinking with its container, or at a
 * zoom (`scale` 1 is one PDF point to one CSS pixel) whatever its container.
 */
export type PageSize = { width: number } | { scale: number };

/**
 * Draws page `pageNumber` on `canvas` at `size`, sharp on high-density screens. `cancel` stops a
 * drawing that a newer one replaces.
 */
export function drawPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  size: PageSize,
): { done: Promise<void>; cancel: () => void } {
  let cancelled = false;
  let cancelRender = () => {};
  const done = document.getPage(pageNumber).then(async (page) => {
    if (cancelled) return;
    const actual = page.getViewport({ scale: 1 });
    const scale = 'scale' in size ? size.scale : size.width / actual.width;
    const natural = page.getViewport({ scale });
    const density = window.devicePixelRatio || 1;
    const fits = Math.sqrt(maxCanvasPixels / (natural.width * natural.height * density * density));
    const viewport = page.getViewport({ scale: scale * density * Math.min(1, fits) });
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    if ('scale' in size) {
      canvas.style.width = `${natural.width}px`;
      canvas.style.height = `${natural.height}px`;
    } else {
      // As wide as asked (its frame scrolls when that is wider), in the page's proportions.
      canvas.style.width = `${size.width}px`;
      canvas.style.height = 'auto';
      canvas.style.aspectRatio = `${actual.width} / ${actual.height}`;
    }
    const task = page.render({ canvas, viewport });
    cancelRender = () => task.cancel();
    await task.promise;
  });
  return {
    done: done.catch((error: unknown) => {
      if (!cancelled) throw error;
    }),
    cancel: () => {
      cancelled = true;
      cancelRender();
    },
  };
}

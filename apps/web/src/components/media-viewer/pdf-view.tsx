import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../page-loading.tsx';
import { pageSize } from '../pdf/pdf-document.ts';
import { PdfPageCanvas } from '../pdf/pdf-page-canvas.tsx';
import { clampZoom, fitZoom, openingZoom, zoomedIn, zoomedOut } from '../pdf/pdf-zoom.ts';
import { PdfZoomControls } from '../pdf/pdf-zoom-controls.tsx';
import { useElementWidth } from '../pdf/use-element-width.ts';
import { usePdfDocument } from '../pdf/use-pdf-document.ts';
import { usePinch } from '../pdf/use-pinch.ts';
import { QueryState } from '../query-state.tsx';
import { useMediaBytes } from './media-file.ts';

/** Room left beside a fitted page (its shadow and a margin), in CSS pixels. */
const gutter = 16;

/**
 * The pages of an open PDF in a frame of their own under its zoom controls, at a readable zoom: the
 * frame's width on a wide screen, 100 % on a phone (the pages then scroll sideways inside the frame,
 * never the page). The buttons and a pinch change the zoom; every page is drawn again at the new one.
 * The view fills the height its container gives it.
 */
function PdfPages({ document, title }: { document: PDFDocumentProxy; title: string }) {
  const { t } = useTranslation('media-viewer');
  const frame = useRef<HTMLDivElement>(null);
  const frameWidth = useElementWidth(frame);
  const [pageWidth, setPageWidth] = useState<number>();
  // Until the learner zooms, the zoom follows the frame's width (a turned phone, a resized window).
  const [chosenZoom, setChosenZoom] = useState<number>();
  useEffect(() => {
    let current = true;
    pageSize(document, 1).then(
      (size) => current && setPageWidth(size.width),
      (error: unknown) => console.error('The first page of a PDF could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [document]);
  const available = Math.max(frameWidth - gutter, 1);
  const zoom = chosenZoom ?? (pageWidth ? openingZoom(available, pageWidth) : undefined);
  const pinch = usePinch(frame, (ratio) => zoom && setChosenZoom(clampZoom(zoom * ratio)));

  const count = document.numPages;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {zoom !== undefined && pageWidth !== undefined && (
        <Box
          sx={{ flex: 'none', px: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <PdfZoomControls
            zoom={zoom}
            onZoomOut={() => setChosenZoom(zoomedOut(zoom))}
            onZoomIn={() => setChosenZoom(zoomedIn(zoom))}
            onFit={() => setChosenZoom(fitZoom(available, pageWidth))}
          />
        </Box>
      )}
      {/* The document scrolls inside its own frame, both ways; the page around it never does. */}
      <Box
        ref={frame}
        role="region"
        aria-label={title}
        // Scrolled by keyboard too (axe: scrollable-region-focusable).
        tabIndex={0}
        data-pdf-frame
        sx={{
          flex: '1 1 0',
          minHeight: 0,
          overflow: 'auto',
          bgcolor: 'grey.100',
          // The browser scrolls the pages; a pinch is the zoom's (usePinch).
          touchAction: 'pan-x pan-y',
        }}
      >
        <Box
          sx={{
            // The widest page sets the width, so a zoomed page scrolls sideways from its left edge.
            width: 'max-content',
            minWidth: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 2,
            py: 2,
            transform: pinch === 1 ? undefined : `scale(${pinch})`,
            transformOrigin: 'top center',
          }}
        >
          {zoom !== undefined &&
            Array.from({ length: count }, (_, index) => index + 1).map((page) => (
              <Box key={page} sx={{ boxShadow: 2, mx: 1 }}>
                <PdfPageCanvas
                  document={document}
                  pageNumber={page}
                  size={{ scale: zoom }}
                  label={t('pageOf', { page, count, title })}
                />
              </Box>
            ))}
        </Box>
      </Box>
    </Box>
  );
}

function PdfDocument({ bytes, title }: { bytes: ArrayBuffer; title: string }): ReactNode {
  const { t } = useTranslation('media-viewer');
  const pdf = usePdfDocument(bytes);
  if (pdf.status === 'error') return <Alert severity="info">{t('pdfFailed')}</Alert>;
  if (pdf.status === 'loading') return <PageLoading minHeight={240} />;
  return <PdfPages document={pdf.document} title={title} />;
}

/** Every page of a PDF, drawn by pdf.js (loaded on first use); fetching it may fail and be retried. */
export function PdfView({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation('media-viewer');
  return (
    <QueryState query={useMediaBytes(src)} errorTitle={t('fileFailed')} loadingHeight={240}>
      {(bytes) => <PdfDocument bytes={bytes} title={title} />}
    </QueryState>
  );
}

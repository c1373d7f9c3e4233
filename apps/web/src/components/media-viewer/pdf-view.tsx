import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../page-loading.tsx';
import { PdfPageCanvas } from '../pdf/pdf-page-canvas.tsx';
import { usePdfDocument } from '../pdf/use-pdf-document.ts';
import { QueryState } from '../query-state.tsx';
import { useMediaBytes } from './media-file.ts';

const pageWidth = 720;

function PdfPages({ bytes, title }: { bytes: ArrayBuffer; title: string }) {
  const { t } = useTranslation('media-viewer');
  const pdf = usePdfDocument(bytes);
  if (pdf.status === 'error') return <Alert severity="info">{t('pdfFailed')}</Alert>;
  if (pdf.status === 'loading') return <PageLoading minHeight={240} />;
  const count = pdf.document.numPages;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {Array.from({ length: count }, (_, index) => index + 1).map((page) => (
        <Box key={page} sx={{ width: '100%', maxWidth: pageWidth, boxShadow: 2 }}>
          <PdfPageCanvas
            document={pdf.document}
            pageNumber={page}
            width={pageWidth}
            label={t('pageOf', { page, count, title })}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Every page of a PDF, drawn by pdf.js (loaded on first use); fetching it may fail and be retried. */
export function PdfView({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation('media-viewer');
  return (
    <QueryState query={useMediaBytes(src)} errorTitle={t('fileFailed')} loadingHeight={240}>
      {(bytes) => <PdfPages bytes={bytes} title={title} />}
    </QueryState>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PdfPageCanvas } from '../../../components/pdf/pdf-page-canvas.tsx';
import { usePdfDocument } from '../../../components/pdf/use-pdf-document.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { type HallTicket, useHallTicketFile } from '../api/get-hallticket.ts';
import { ticketFileName, ticketKind } from './ticket-name.ts';

/** Pages of a PDF preview are 600 px wide (spec 1 §9), narrower on a narrow screen. */
const pageWidth = 600;

function PreviewFailed() {
  const { t } = useTranslation('hall-tickets');
  return <Alert severity="info">{t('previewFailed')}</Alert>;
}

/** Every page of the PDF; one that cannot be opened (a damaged file) is said so, as a retry would not help. */
function PdfPages({ bytes, name }: { bytes: ArrayBuffer; name: string }) {
  const { t } = useTranslation('hall-tickets');
  const pdf = usePdfDocument(bytes);
  if (pdf.status === 'error') return <PreviewFailed />;
  if (pdf.status === 'loading') return <PageLoading minHeight={240} />;
  const count = pdf.document.numPages;
  const pageNumbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {pageNumbers.map((page) => (
        <Box key={page} sx={{ width: '100%', maxWidth: pageWidth, boxShadow: 2 }}>
          <PdfPageCanvas
            document={pdf.document}
            pageNumber={page}
            size={{ width: pageWidth }}
            label={t('pageOf', { page, count, name })}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** The file is fetched first (a failure offers Retry), then drawn. */
function PdfPreview({ ticket }: { ticket: HallTicket }) {
  const { t } = useTranslation('hall-tickets');
  return (
    <QueryState query={useHallTicketFile(ticket.fileUrl)} errorTitle={t('fileFailed')} loadingHeight={240}>
      {(bytes) => <PdfPages bytes={bytes} name={ticketFileName(ticket.hallticketName)} />}
    </QueryState>
  );
}

/** The preview's content: every page of a PDF, or the picture contained in the dialog. */
export function TicketPreview({ ticket }: { ticket: HallTicket }) {
  if (ticketKind(ticket.hallticketName) === 'pdf') return <PdfPreview ticket={ticket} />;
  return (
    <Box
      component="img"
      src={ticket.fileUrl}
      alt={ticketFileName(ticket.hallticketName)}
      sx={{ display: 'block', mx: 'auto', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
    />
  );
}

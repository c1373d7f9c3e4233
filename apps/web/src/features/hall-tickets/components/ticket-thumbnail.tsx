import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from '../../../components/pdf/pdf-page-canvas.tsx';
import { usePdfDocument } from '../../../components/pdf/use-pdf-document.ts';
import { type HallTicket, useHallTicketFile } from '../api/get-hallticket.ts';
import { ticketFileName, ticketKind } from './ticket-name.ts';

/** The thumbnail's width (spec 1 §9); A4 proportions while it loads. */
export const thumbnailWidth = 128;
const thumbnailHeight = Math.round(thumbnailWidth * Math.SQRT2);

/** No picture; when the file could not be fetched (rather than drawn), a way to ask again. */
function Unavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('hall-tickets');
  return (
    <Box
      sx={{
        width: thumbnailWidth,
        height: thumbnailHeight,
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1,
        p: 1,
        textAlign: 'center',
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('thumbnailUnavailable')}
      </Typography>
      {onRetry && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          {t('retry', { ns: 'common' })}
        </Button>
      )}
    </Box>
  );
}

function PdfThumbnail({ ticket, label }: { ticket: HallTicket; label: string }) {
  const file = useHallTicketFile(ticket.fileUrl);
  const pdf = usePdfDocument(file.data);
  // A file or PDF that fails to load is logged (spec 1 §8) and the card shows no picture.
  if (file.isError) return <Unavailable onRetry={() => void file.refetch()} />;
  if (pdf.status === 'error') return <Unavailable />;
  if (pdf.status === 'loading') {
    return <Skeleton variant="rectangular" width={thumbnailWidth} height={thumbnailHeight} />;
  }
  return (
    <PdfPageCanvas document={pdf.document} pageNumber={1} size={{ width: thumbnailWidth }} label={label} />
  );
}

function ImageThumbnail({ ticket, label }: { ticket: HallTicket; label: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Unavailable />;
  return (
    <Box
      component="img"
      src={ticket.fileUrl}
      alt={label}
      width={thumbnailWidth}
      onError={() => {
        console.error(`The picture of hall ticket ${ticket.hallticketName} could not be loaded`);
        setFailed(true);
      }}
      sx={{ display: 'block', width: thumbnailWidth, height: 'auto', border: 1, borderColor: 'divider' }}
    />
  );
}

/** A ticket's thumbnail, 128 px wide: the first page of a PDF, or the picture itself. */
export function TicketThumbnail({ ticket }: { ticket: HallTicket }) {
  const { t } = useTranslation('hall-tickets');
  const label = t('thumbnailAlt', { name: ticketFileName(ticket.hallticketName) });
  return ticketKind(ticket.hallticketName) === 'pdf' ? (
    <PdfThumbnail ticket={ticket} label={label} />
  ) : (
    <ImageThumbnail ticket={ticket} label={label} />
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HallTicket } from '../api/get-hallticket.ts';
import { ticketFileName } from './ticket-name.ts';
import { TicketThumbnail } from './ticket-thumbnail.tsx';

export interface HallTicketCardProps {
  ticket: HallTicket;
  onPreview: (ticket: HallTicket) => void;
  onDownload: (ticket: HallTicket) => void;
}

/** One ticket: its thumbnail, its file name, and Preview and Download. */
export function HallTicketCard({ ticket, onPreview, onDownload }: HallTicketCardProps) {
  const { t } = useTranslation('hall-tickets');
  const nameId = useId();
  const name = ticketFileName(ticket.hallticketName);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, flexGrow: 1 }}>
        <TicketThumbnail ticket={ticket} />
        <Typography
          id={nameId}
          component="h2"
          variant="body1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'center' }}
        >
          {name}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => onPreview(ticket)} aria-label={t('previewOf', { name })}>
          {t('preview')}
        </Button>
        <Button variant="contained" onClick={() => onDownload(ticket)} aria-label={t('downloadOf', { name })}>
          {t('download')}
        </Button>
      </CardActions>
    </Card>
  );
}

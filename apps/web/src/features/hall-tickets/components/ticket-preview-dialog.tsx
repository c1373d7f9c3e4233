import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HallTicket } from '../api/get-hallticket.ts';
import { ticketFileName } from './ticket-name.ts';
import { TicketPreview } from './ticket-preview.tsx';

export interface TicketPreviewDialogProps {
  ticket: HallTicket | null;
  onClose: () => void;
  onDownload: (ticket: HallTicket) => void;
}

/** The preview dialog, titled with the file name, with a close control and a Download button. */
export function TicketPreviewDialog({ ticket, onClose, onDownload }: TicketPreviewDialogProps) {
  const { t } = useTranslation('hall-tickets');
  const titleId = useId();
  const name = ticket ? ticketFileName(ticket.hallticketName) : '';
  return (
    <Dialog
      open={ticket !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <span aria-hidden="true">×</span>
      </IconButton>
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-label={name}
        sx={{ px: { xs: 1, sm: 3 }, bgcolor: 'grey.100' }}
      >
        {ticket && <TicketPreview ticket={ticket} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => ticket && onDownload(ticket)}>
          {t('download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

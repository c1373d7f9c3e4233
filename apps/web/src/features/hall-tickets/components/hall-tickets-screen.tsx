import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { type HallTicket, useHallTickets } from '../api/get-hallticket.ts';
import { HallTicketCard } from './hall-ticket-card.tsx';
import { TicketPreviewDialog } from './ticket-preview-dialog.tsx';
import { useTicketDownload } from './use-ticket-download.ts';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
} as const;

function TicketSkeletons() {
  const { t } = useTranslation('hall-tickets');
  return (
    <Box role="status" aria-label={t('loading')} sx={grid}>
      {[0, 1, 2].map((key) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <Skeleton variant="rectangular" width={128} height={181} />
            <Skeleton width="70%" />
            <Skeleton variant="rounded" width={180} height={36} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** /hallticket (spec 1 §2): the learner's hall tickets, with previews and downloads. */
export function HallTicketsScreen() {
  const { t } = useTranslation('hall-tickets');
  const query = useHallTickets();
  const download = useTicketDownload();
  const [previewed, setPreviewed] = useState<HallTicket | null>(null);

  const downloadFromPreview = (ticket: HallTicket) => {
    setPreviewed(null);
    download.request(ticket);
  };

  // A failed download replaces the page's content with its message (spec 1 §8).
  if (download.failed) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" variant="outlined" size="small" onClick={download.retry}>
              {t('retry', { ns: 'common' })}
            </Button>
            <Button color="inherit" size="small" onClick={download.dismiss}>
              {t('backToList')}
            </Button>
          </Stack>
        }
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper' }}
      >
        {t('downloadFailed')}
      </Alert>
    );
  }
  return (
    <>
      <QueryState
        query={query}
        errorTitle={t('loadFailed')}
        loading={<TicketSkeletons />}
        isEmpty={(tickets) => tickets.length === 0}
        empty={t('empty')}
      >
        {(tickets) => (
          <Box component="ul" sx={grid}>
            {tickets.map((ticket) => (
              <li key={`${ticket.bpid}/${ticket.hallticketName}`}>
                <HallTicketCard ticket={ticket} onPreview={setPreviewed} onDownload={download.request} />
              </li>
            ))}
          </Box>
        )}
      </QueryState>
      <TicketPreviewDialog
        ticket={previewed}
        onClose={() => setPreviewed(null)}
        onDownload={downloadFromPreview}
      />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
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

  let content: ReactNode;
  if (download.failed) {
    // A failed download replaces the page's content with its message (spec 1 §8).
    content = (
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
  } else if (query.isPending) {
    content = <TicketSkeletons />;
  } else if (query.isError) {
    content = (
      <ErrorState
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    content = <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('empty')}</Typography>;
  } else {
    content = (
      <Box component="ul" sx={grid}>
        {query.data.map((ticket) => (
          <li key={`${ticket.bpid}/${ticket.hallticketName}`}>
            <HallTicketCard ticket={ticket} onPreview={setPreviewed} onDownload={download.request} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      {content}
      <TicketPreviewDialog
        ticket={previewed}
        onClose={() => setPreviewed(null)}
        onDownload={downloadFromPreview}
      />
    </>
  );
}

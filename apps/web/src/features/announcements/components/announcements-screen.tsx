import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useAllAnnouncements } from '../api/announcements.ts';
import { AnnouncementList } from './announcement-list.tsx';

/** /announcements (spec 3 §2): an accordion panel per program of the learner, the first one open. */
export function AnnouncementsScreen({ bpids }: { bpids: readonly string[] }) {
  const { t } = useTranslation('announcements');
  const query = useAllAnnouncements(bpids);

  let content: ReactNode;
  if (query.isPending) content = <PageLoading />;
  else if (query.isError)
    content = (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title={t('loadFailed')}
      />
    );
  else if (query.data.every((program) => program.announcements.length === 0))
    content = <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('noAnnouncements')}</Typography>;
  else
    content = (
      <Box>
        {query.data.map((program, index) => (
          <Accordion
            key={program.bpid}
            defaultExpanded={index === 0}
            slots={{ heading: 'h2' }}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography
                component="span"
                sx={{ fontWeight: 600, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
              >
                {t('programHeading', { title: program.ptitle, count: program.announcements.length })}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <AnnouncementList announcements={program.announcements} headingLevel="h3" />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    );

  return (
    <>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      {content}
    </>
  );
}

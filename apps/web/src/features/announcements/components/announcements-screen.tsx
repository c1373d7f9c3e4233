import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAllAnnouncements } from '../api/announcements.ts';
import { AnnouncementList } from './announcement-list.tsx';

/** /announcements (spec 3 §2): an accordion panel per program of the learner, the first one open. */
export function AnnouncementsScreen({ bpids }: { bpids: readonly string[] }) {
  const { t } = useTranslation('announcements');
  return (
    <QueryState
      query={useAllAnnouncements(bpids)}
      errorTitle={t('loadFailed')}
      isEmpty={(programs) => programs.every((program) => program.announcements.length === 0)}
      empty={t('noAnnouncements')}
    >
      {(programs) => (
        <Box>
          {programs.map((program, index) => (
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
      )}
    </QueryState>
  );
}

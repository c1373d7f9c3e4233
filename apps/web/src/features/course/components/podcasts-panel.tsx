import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon, PlayIcon } from '../../../components/icons/icons.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { type Podcast, type PodcastNugget, usePodcasts } from '../api/get-podcasts.ts';
import { PodcastDialog } from './podcast-dialog.tsx';

/** Nuggets grouped by their unit, in course order. */
function byUnit(nuggets: readonly PodcastNugget[]): [string, PodcastNugget[]][] {
  const units = new Map<string, PodcastNugget[]>();
  for (const nugget of nuggets) units.set(nugget.unit, [...(units.get(nugget.unit) ?? []), nugget]);
  return [...units];
}

function NuggetPodcasts({ nugget, onOpen }: { nugget: PodcastNugget; onOpen: (podcast: Podcast) => void }) {
  const { t } = useTranslation('course');
  return (
    <Box component="section" sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {nugget.ntitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('podcasts.minutes', { count: nugget.nduration })}
      </Typography>
      {nugget.objects.map((podcast) => (
        <Button
          key={podcast.oid}
          startIcon={<PlayIcon />}
          onClick={() => onOpen(podcast)}
          sx={{ textTransform: 'none', textAlign: 'left' }}
        >
          {podcast.otitle}
        </Button>
      ))}
    </Box>
  );
}

/** Podcasts: an accordion by unit; each nugget's title, minutes and podcasts, played in a popup. */
export function PodcastsPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course');
  const [playing, setPlaying] = useState<Podcast | null>(null);
  return (
    <QueryState
      query={usePodcasts(courseId)}
      errorTitle={t('podcasts.loadFailed')}
      isEmpty={(answer) => answer.nuggets.length === 0}
      empty={t('noData')}
    >
      {({ nuggets }) => (
        <>
          {byUnit(nuggets).map(([unit, unitNuggets]) => (
            // The summary is a button inside an h3 (MUI's default heading slot).
            <Accordion key={unit} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{unit}</Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
                {unitNuggets.map((nugget) => (
                  <NuggetPodcasts key={nugget.nid} nugget={nugget} onOpen={setPlaying} />
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
          <PodcastDialog podcast={playing} onClose={() => setPlaying(null)} />
        </>
      )}
    </QueryState>
  );
}

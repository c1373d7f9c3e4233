import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { CurriculumTopicText } from '../../../components/curriculum-topic-text.tsx';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { ProgramDetail } from '../api/get-program-detail.ts';
import { EmptyTab } from './empty-tab.tsx';

type Topic = ProgramDetail['pcurriculum'][number];

function TopicCard({ topic }: { topic: Topic }) {
  const { t } = useTranslation('program-detail');
  const { oid } = useOrganisation();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' },
        overflow: 'hidden',
      }}
    >
      {topic.timage && (
        // The topic's title follows: the banner is decoration.
        <Box
          component="img"
          src={mediaHref(oid, topic.timage)}
          alt=""
          sx={{ width: '100%', height: '100%', minHeight: 120, maxHeight: 200, objectFit: 'cover' }}
        />
      )}
      <Box sx={{ p: 2, minWidth: 0, gridColumn: topic.timage ? undefined : '1 / -1' }}>
        <CurriculumTopicText
          topic={topic}
          weeks={t('curriculum.weeks', { count: topic.tduration })}
          unitsLabel={t('curriculum.units', { title: topic.ttitle })}
        />
      </Box>
    </Paper>
  );
}

/** Curriculum tab: per topic its label, length in weeks, title, units and image. */
export function CurriculumTab({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  if (program.pcurriculum.length === 0) return <EmptyTab text={t('curriculum.empty')} />;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {program.pcurriculum.map((topic) => (
        <TopicCard key={topic.tid} topic={topic} />
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CurriculumTopicText } from '../../../components/curriculum-topic-text.tsx';
import type { ProgramInfo } from '../api/get-program.ts';

/** Tab 4, syllabus: the program's curriculum, topic by topic with its units. */
export function SyllabusPanel({ program }: { program: ProgramInfo }) {
  const { t } = useTranslation('program-info');
  if (program.pcurriculum.length === 0) return <Typography>{t('syllabus.empty')}</Typography>;
  return (
    <Box
      component="ol"
      aria-label={t('syllabus.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {program.pcurriculum.map((topic) => (
        <Paper component="li" key={topic.tid} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <CurriculumTopicText
            topic={topic}
            weeks={t('weeks', { count: topic.tduration })}
            unitsLabel={t('syllabus.units', { title: topic.ttitle })}
          />
        </Paper>
      ))}
    </Box>
  );
}

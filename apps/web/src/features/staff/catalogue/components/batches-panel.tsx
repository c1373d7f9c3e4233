import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueProgramme } from '../api/get-programme.ts';
import { BatchCourses } from './batch-courses.tsx';
import { BatchForm } from './batch-form.tsx';

/** A programme's batches, each with its dates, learners and courses; one is edited at a time. */
export function BatchesPanel({ programme }: { programme: CatalogueProgramme }) {
  const { t } = useTranslation('staff');
  const [editing, setEditing] = useState<string | null>(null);
  const topics = (programme.texts?.pcurriculum ?? []).map(({ tid, ttitle }) => ({ tid, ttitle }));

  return (
    <Box
      component="section"
      aria-labelledby="batches-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="batches-heading" component="h2" variant="h5">
        {t('catalogue.batches.heading')}
      </Typography>
      {programme.batches.length === 0 && (
        <Typography color="text.secondary">{t('catalogue.batches.none')}</Typography>
      )}
      {programme.batches.map((batch) => (
        <Paper
          key={batch.bpid}
          variant="outlined"
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {editing === batch.bpid ? (
            <BatchForm pid={programme.pid} batch={batch} onDone={() => setEditing(null)} />
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography component="h3" variant="h6" sx={{ flex: '1 1 200px' }}>
                {batch.title}
              </Typography>
              {batch.current && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={t('catalogue.batches.isCurrent')}
                />
              )}
              <Typography variant="body2">
                {t('catalogue.batches.dates', { psd: batch.psd, ped: batch.ped, count: batch.learners })}
              </Typography>
              <Button size="small" onClick={() => setEditing(batch.bpid)}>
                {t('catalogue.batches.edit', { title: batch.title })}
              </Button>
            </Box>
          )}
          <BatchCourses pid={programme.pid} batch={batch} topics={topics} />
        </Paper>
      ))}
      {editing === 'new' ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <BatchForm pid={programme.pid} onDone={() => setEditing(null)} />
        </Paper>
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t('catalogue.batches.new')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

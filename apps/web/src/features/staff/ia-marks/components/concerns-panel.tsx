import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useStaffTime } from '../../format-time.ts';
import { type IaConcernRow, useIaConcerns } from '../api/ia-marks-api.ts';
import { ConcernAnswerForm } from './concern-answer-form.tsx';

function ConcernCard({ bcid, concern }: { bcid: string; concern: IaConcernRow }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`${concern.name}, ${concern.component}`}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {concern.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {concern.eid}
        </Typography>
        <Chip
          size="small"
          color={concern.answer === null ? 'warning' : 'default'}
          label={
            concern.answer === null ? t('staffIaMarks.concerns.open') : t('staffIaMarks.concerns.closed')
          }
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('staffIaMarks.concerns.marks', {
          component: concern.component,
          marks: concern.marks,
          max: concern.maxMarks,
        })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {concern.raisedAt
          ? t('staffIaMarks.concerns.raisedAt', { time: time.format(concern.raisedAt) })
          : null}{' '}
        {concern.windowOpen
          ? t('staffIaMarks.concerns.windowOpen', { time: time.format(concern.windowClosesAt) })
          : t('staffIaMarks.concerns.windowClosed')}
      </Typography>
      {concern.answer === null ? (
        <ConcernAnswerForm bcid={bcid} concern={concern} />
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
            {concern.answeredAt
              ? t('staffIaMarks.concerns.answeredAt', { time: time.format(concern.answeredAt) })
              : null}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {concern.answer}
          </Typography>
        </>
      )}
    </Paper>
  );
}

/** The concerns the course's learners raised on their marks: open ones first, each with an answer form. */
export function ConcernsPanel({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const concerns = useIaConcerns(bcid);
  return (
    <QueryState
      query={concerns}
      errorTitle={t('staffIaMarks.concerns.failed')}
      isEmpty={(list) => list.rows.length === 0}
      empty={t('staffIaMarks.concerns.none')}
    >
      {(list) => (
        <Stack spacing={2}>
          {list.rows.map((concern) => (
            <ConcernCard key={`${concern.eid}\n${concern.iaid}`} bcid={bcid} concern={concern} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

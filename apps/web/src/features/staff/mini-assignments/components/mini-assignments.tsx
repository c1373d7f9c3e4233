import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useMiniAssignments } from '../api/mini-assignment-queries.ts';
import { MiniSubmissions } from './mini-submissions.tsx';

const keyOf = (row: { bcid: string; quizid: string }) => `${row.bcid}/${row.quizid}`;

/**
 * The mini assignments of the courses the member teaches (ADR 0078): choose one (kept in the address),
 * then read each learner's submission and give them feedback, which their player shows.
 */
export function MiniAssignments() {
  const { t } = useTranslation('staff');
  const list = useMiniAssignments();
  const search = useSearchState();
  const chosen = search.get('assignment');
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('staffMiniAssignments.intro')}</Typography>
      <QueryState
        query={list}
        errorTitle={t('staffMiniAssignments.listFailed')}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('staffMiniAssignments.none')}
      >
        {(data) => {
          const assignment = data.rows.find((row) => keyOf(row) === chosen);
          return (
            <>
              <TextField
                select
                label={t('staffMiniAssignments.assignment')}
                value={assignment ? keyOf(assignment) : ''}
                onChange={(event) => search.update({ assignment: event.target.value })}
                fullWidth
                sx={{ maxWidth: 600, mb: 2 }}
              >
                {data.rows.map((row) => (
                  <MenuItem key={keyOf(row)} value={keyOf(row)} sx={{ whiteSpace: 'normal' }}>
                    {t('staffMiniAssignments.option', {
                      title: row.title,
                      course: row.courseTitle,
                      batch: row.batchTitle,
                      count: row.awaitingFeedback,
                    })}
                  </MenuItem>
                ))}
              </TextField>
              {assignment ? (
                <MiniSubmissions key={keyOf(assignment)} bcid={assignment.bcid} quizid={assignment.quizid} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('staffMiniAssignments.choose')}</Typography>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

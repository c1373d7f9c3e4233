import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { type AssignedTest, useAssignedTests } from '../api/get-assigned-tests.ts';
import { formatExamTime } from './format-exam-time.ts';

function ExamTimes({ test }: { test: AssignedTest }) {
  const { t, i18n } = useTranslation('assigned-exams');
  const zone = useUniversityTime();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {t('start')}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {formatExamTime(test.start_time, zone, i18n.language)}
      </Box>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {t('end')}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {formatExamTime(test.end_time, zone, i18n.language)}
      </Box>
    </Box>
  );
}

function ExamCard({ test }: { test: AssignedTest }) {
  const { t } = useTranslation('assigned-exams');
  const deactivated = test.testStatus === 'Deactivated';
  const content = (
    <>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {test.test_name}
      </Typography>
      <ExamTimes test={test} />
      {deactivated && <Chip size="small" label={t('deactivated')} sx={{ mt: 1.5 }} />}
    </>
  );
  // A deactivated test is shown dimmed and leads nowhere (spec 3 §2); the dimming keeps text readable.
  if (deactivated) {
    return (
      <Paper
        component="li"
        variant="outlined"
        data-deactivated
        sx={{ p: 2, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        {content}
      </Paper>
    );
  }
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: 2 } }}
    >
      <Box
        component={RouterLink}
        to={paths.assignedExam.getHref(test.test_id)}
        sx={{
          display: 'block',
          p: 2,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& h2': { color: 'primary.main', textDecoration: 'underline' },
        }}
      >
        {content}
      </Box>
    </Paper>
  );
}

/** The learner's assigned exams, newest first, as the server lists them (spec 3 §2 "Tests"). */
export function ExamList() {
  const { t } = useTranslation('assigned-exams');
  const query = useAssignedTests();
  return (
    <QueryState
      query={query}
      errorTitle={t('loadFailed')}
      isEmpty={(data) => data.assignedTests.length === 0}
      empty={t('empty')}
    >
      {(data) => (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {data.assignedTests.map((test) => (
            <ExamCard key={test.test_id} test={test} />
          ))}
        </Box>
      )}
    </QueryState>
  );
}

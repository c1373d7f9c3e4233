import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FactsList } from '../../../components/facts-list.tsx';
import { bothQueries, QueryState } from '../../../components/query-state.tsx';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { type AssignedTest, useAssignedTests } from '../api/get-assigned-tests.ts';
import { type TestResults, useTestResults } from '../api/get-test-result.ts';
import { useIndianTime } from '../api/indian-time-zone.ts';
import { formatExamTime } from './format-exam-time.ts';
import { StartExamButton } from './start-exam-button.tsx';

/** Where the test stands by the server's clock: Start shows only when it is `open` (spec 3 §4). */
export type ExamState = 'taken' | 'deactivated' | 'notYet' | 'closed' | 'open';

export function examState(test: AssignedTest, results: TestResults, serverTime: string): ExamState {
  if (results[test.test_id]) return 'taken';
  if (test.testStatus === 'Deactivated') return 'deactivated';
  const now = Date.parse(serverTime);
  if (now < Date.parse(test.start_time)) return 'notYet';
  if (now >= Date.parse(test.end_time)) return 'closed';
  return 'open';
}

function Facts({ test }: { test: AssignedTest }) {
  const { t, i18n } = useTranslation('assigned-exams');
  const zone = useUniversityTime();
  const facts: [string, ReactNode][] = [
    [t('testId'), test.test_id],
    [t('name'), test.test_name],
    [t('start'), formatExamTime(test.start_time, zone, i18n.language)],
    [t('end'), formatExamTime(test.end_time, zone, i18n.language)],
    [t('duration'), t('minutes', { minutes: test.testTotalTime })],
  ];
  return <FactsList facts={facts} />;
}

function StartArea({
  test,
  results,
  configured,
}: {
  test: AssignedTest;
  results: TestResults;
  configured: boolean;
}) {
  const { t } = useTranslation('assigned-exams');
  const time = useIndianTime();
  const result = results[test.test_id];
  if (result) return <Alert severity="success">{t('taken', { score: result.score })}</Alert>;
  if (test.testStatus === 'Deactivated') return <Alert severity="info">{t('deactivatedNote')}</Alert>;
  return (
    <QueryState query={time} errorTitle={t('timeFailed')} loadingHeight={80}>
      {(serverTime) => (
        <StartWindow test={test} results={results} serverTime={serverTime} configured={configured} />
      )}
    </QueryState>
  );
}

/** Start inside the exam's window by the server's clock; before or after it, when it opens or closed. */
function StartWindow({
  test,
  results,
  serverTime,
  configured,
}: {
  test: AssignedTest;
  results: TestResults;
  serverTime: string;
  configured: boolean;
}) {
  const { t, i18n } = useTranslation('assigned-exams');
  const zone = useUniversityTime();
  const state = examState(test, results, serverTime);
  if (state === 'notYet')
    return (
      <Alert severity="info">
        {t('notYet', { start: formatExamTime(test.start_time, zone, i18n.language) })}
      </Alert>
    );
  if (state === 'closed')
    return (
      <Alert severity="info">
        {t('closed', { end: formatExamTime(test.end_time, zone, i18n.language) })}
      </Alert>
    );
  return <StartExamButton testId={test.test_id} configured={configured} />;
}

/** /testresult (spec 3 §2): the exam's facts and, inside its window with no result yet, Start. */
export function ExamDetail({ testId }: { testId: string | undefined }) {
  const { t } = useTranslation('assigned-exams');
  const query = bothQueries(useAssignedTests(), useTestResults());
  return (
    <QueryState query={query} errorTitle={t('loadFailed')}>
      {([assigned, results]) => {
        const test = assigned.assignedTests.find((each) => each.test_id === testId);
        if (!test) {
          return (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Typography>{t('notFound')}</Typography>
              <Link component={RouterLink} to={paths.assignedExams.getHref()}>
                {t('backToTests')}
              </Link>
            </Box>
          );
        }
        return (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
            <Facts test={test} />
            <StartArea test={test} results={results} configured={assigned.proctorConfigured} />
          </Paper>
        );
      }}
    </QueryState>
  );
}

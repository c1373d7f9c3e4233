import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bar, BarChart } from '../../../components/bar-chart.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { type LearnerReport, type ReportProgram, useLearnerReport } from '../api/get-learner-report.ts';
import { formatDuration } from './format-duration.ts';

const chartGrid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

function ProgramReport({ program }: { program: ReportProgram }) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const courseHeading = t('course');
  const percentBars: Bar[] = program.courses.map((course) => ({
    key: course.bcid,
    label: course.ttitle,
    value: course.per,
    shown: `${course.per}%`,
  }));
  const timeBars: Bar[] = program.courses.map((course) => ({
    key: course.bcid,
    label: course.ttitle,
    value: course.timespent,
    shown: formatDuration(course.timespent),
  }));
  const scoreBars: Bar[] = program.courses.flatMap((course) =>
    course.scores.map((score, index) => ({
      key: `${course.bcid}/${index}`,
      label: t('scoreLabel', { name: score.name, course: course.ttitle }),
      value: (score.marks / score.maxMarks) * 100,
      shown: `${score.marks} / ${score.maxMarks}`,
    })),
  );
  const longest = Math.max(0, ...timeBars.map((bar) => bar.value));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <Box>
        <Typography id={headingId} component="h2" variant="h2">
          {program.ptitle}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('summary', { percent: program.per, time: formatDuration(program.timespent) })}
        </Typography>
      </Box>
      {program.courses.length === 0 ? (
        <Typography>{t('noCourses')}</Typography>
      ) : (
        <Box sx={chartGrid}>
          <BarChart
            title={t('percentChart')}
            bars={percentBars}
            max={100}
            labelHeading={courseHeading}
            valueHeading={t('complete')}
          />
          <BarChart
            title={t('timeChart')}
            bars={timeBars}
            max={longest}
            labelHeading={courseHeading}
            valueHeading={t('timeSpent')}
          />
          {scoreBars.length > 0 ? (
            <BarChart
              title={t('scoreChart')}
              bars={scoreBars}
              max={100}
              labelHeading={t('assessment')}
              valueHeading={t('marks')}
            />
          ) : (
            <Typography>{t('noScores')}</Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}

function TestScores({ tests }: { tests: LearnerReport['tests'] }) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const bars: Bar[] = tests.map((test) => ({
    key: test.test_id,
    label: test.test_name,
    value: test.score,
    shown: `${test.score}%`,
  }));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h2">
        {t('tests')}
      </Typography>
      <Box sx={chartGrid}>
        <BarChart
          title={t('testChart')}
          bars={bars}
          max={100}
          labelHeading={t('test')}
          valueHeading={t('score')}
        />
      </Box>
    </Paper>
  );
}

/** Reports and analytics: the learner's own progress, time spent and scores, as charts and tables. */
export function LearnerReportView() {
  const { t } = useTranslation('reports');
  const query = useLearnerReport();
  return (
    <QueryState
      query={query}
      errorTitle={t('loadFailed')}
      loadingHeight={240}
      isEmpty={({ programs, tests }) => programs.length === 0 && tests.length === 0}
      empty={t('empty')}
    >
      {({ programs, tests }) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {programs.map((program) => (
            <ProgramReport key={program.bpid} program={program} />
          ))}
          {tests.length > 0 && <TestScores tests={tests} />}
        </Box>
      )}
    </QueryState>
  );
}

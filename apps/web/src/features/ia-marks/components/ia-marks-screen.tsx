import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useUserProgress } from '../../../lib/user-progress.ts';
import { type IaMark, useIaMarks } from '../api/get-ia-marks.ts';
import { type IaConcern, useUpdateIaConcern } from '../api/update-ia-concern.ts';
import { CourseMarksTable } from './course-marks-table.tsx';

const semesters = [1, 2, 3, 4, 5, 6] as const;

function SemesterMarks({ bpid, semester }: { bpid: string; semester: number }) {
  const { t } = useTranslation('ia-marks');
  const query = useIaMarks(bpid, semester);
  const update = useUpdateIaConcern();
  const saving = update.isPending ? (update.variables?.iaid ?? null) : null;

  const answer = (mark: IaMark, concern: IaConcern) =>
    update.mutate({ bpid, semester, iaid: mark.iaid, concern });
  const failure =
    update.error instanceof ApiError && update.error.code === 'CONFLICT'
      ? t('windowClosed')
      : t('answerFailed');

  if (query.isPending) return <PageLoading minHeight={200} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.courses.length === 0)
    return <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('empty')}</Typography>;
  return (
    <Stack spacing={2}>
      {update.isError && (
        <Alert severity="error" onClose={() => update.reset()}>
          {failure}
        </Alert>
      )}
      {query.data.courses.map((course) => (
        <CourseMarksTable key={course.tid} course={course} saving={saving} onAnswer={answer} />
      ))}
    </Stack>
  );
}

/** /iamarks (spec 1 §2): the learner's internal-assessment marks by program and semester. */
export function IaMarksScreen() {
  const { t } = useTranslation('ia-marks');
  const programs = useUserProgress();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [semester, setSemester] = useState(1);

  let content: ReactNode;
  if (programs.isPending) content = <PageLoading />;
  else if (programs.isError)
    content = (
      <ErrorState
        error={programs.error}
        title={t('programsFailed')}
        onRetry={() => void programs.refetch()}
        retrying={programs.isFetching}
      />
    );
  else if (programs.data.bpdata.length === 0)
    content = <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('noPrograms')}</Typography>;
  else {
    const options = programs.data.bpdata;
    const bpid = options.some((program) => program.bpid === chosen) ? chosen : options[0]?.bpid;
    content = (
      <>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mb: 3 }}>
          <TextField
            select
            label={t('program')}
            value={bpid ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            slotProps={{ select: { native: true } }}
          >
            {options.map((program) => (
              <option key={program.bpid} value={program.bpid}>
                {program.ptitle}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('semester')}
            value={semester}
            onChange={(event) => setSemester(Number(event.target.value))}
            slotProps={{ select: { native: true } }}
          >
            {semesters.map((n) => (
              <option key={n} value={n}>
                {t('semesterOption', { n })}
              </option>
            ))}
          </TextField>
        </Box>
        {bpid && <SemesterMarks bpid={bpid} semester={semester} />}
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          {t('note')}
        </Typography>
      </>
    );
  }

  return (
    <>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      {content}
    </>
  );
}

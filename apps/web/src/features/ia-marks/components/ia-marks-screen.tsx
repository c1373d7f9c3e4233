import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { type UserProgress, useUserProgress } from '../../../lib/user-progress.ts';
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

  return (
    <QueryState
      query={query}
      errorTitle={t('loadFailed')}
      isEmpty={(marks) => marks.courses.length === 0}
      empty={t('empty')}
    >
      {(marks) => (
        <Stack spacing={2}>
          {update.isError && (
            <Alert severity="error" onClose={() => update.reset()}>
              {failure}
            </Alert>
          )}
          {marks.courses.map((course) => (
            <CourseMarksTable key={course.tid} course={course} saving={saving} onAnswer={answer} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** The chosen program and semester, and that semester's marks. */
function ProgramMarks({ programs }: { programs: UserProgress['bpdata'] }) {
  const { t } = useTranslation('ia-marks');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [semester, setSemester] = useState(1);
  const bpid = programs.some((program) => program.bpid === chosen) ? chosen : programs[0]?.bpid;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mb: 3 }}>
        <TextField
          select
          label={t('program')}
          value={bpid ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {programs.map((program) => (
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

/** /iamarks (spec 1 §2): the learner's internal-assessment marks by program and semester. */
export function IaMarksScreen() {
  const { t } = useTranslation('ia-marks');
  return (
    <QueryState
      query={useUserProgress()}
      errorTitle={t('programsFailed')}
      isEmpty={(progress) => progress.bpdata.length === 0}
      empty={t('noPrograms')}
    >
      {(progress) => <ProgramMarks programs={progress.bpdata} />}
    </QueryState>
  );
}

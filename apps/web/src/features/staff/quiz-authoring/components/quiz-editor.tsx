import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { universityMoment, useStaffTime } from '../../format-time.ts';
import { type AuthoredQuiz, useAuthoredQuiz, useSaveQuiz } from '../api/quiz-authoring.ts';
import { SaveFailure } from './field-errors.tsx';
import { QuestionList } from './question-list.tsx';
import { wallTimeOf } from './wall-time.ts';

const quizTypes = [0, 1, 2, 3] as const;
const newQuiz: AuthoredQuiz = {
  quizid: '',
  tid: null,
  qtype: 1,
  cutoff: null,
  deadLine: null,
  qitems: [],
  attempted: false,
};

/**
 * A course quiz's settings and questions (Moodle's quiz settings with its questions): the type (0 to 3),
 * the cutoff of a type 2, the deadline of a type 3 mini assignment. A quiz learners tried keeps its
 * questions: the form then saves it as a new quiz under another id.
 */
function QuizForm({ initial }: { initial: AuthoredQuiz }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const time = useStaffTime();
  const navigate = useNavigate();
  const saving = useSaveQuiz();
  const creating = initial.quizid === '' || initial.attempted;
  const [quiz, setQuiz] = useState({
    ...initial,
    quizid: initial.attempted ? '' : initial.quizid,
    deadLine: wallTimeOf(initial.deadLine, time.zone),
  });
  const set = (patch: Partial<typeof quiz>) => setQuiz({ ...quiz, ...patch });

  const save = () =>
    saving.mutate(
      {
        oid,
        create: creating,
        quizid: quiz.quizid.trim(),
        qtype: quiz.qtype,
        cutoff: quiz.qtype === 2 ? quiz.cutoff : null,
        deadLine: quiz.qtype === 3 ? (universityMoment(quiz.deadLine, time.zone) ?? null) : null,
        qitems: quiz.qitems,
      },
      { onSuccess: ({ quizid }) => navigate(paths.staffQuizEditor.getHref(quizid), { replace: true }) },
    );

  return (
    <Stack spacing={2}>
      {initial.attempted && (
        <Alert severity="warning">
          {t('quizAuthoring.quizzes.attemptedNotice', { quizid: initial.quizid })}
        </Alert>
      )}
      {initial.quizid !== '' && (
        <Button
          component={RouterLink}
          to={paths.staffQuizPreview.getHref(initial.quizid)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('quizAuthoring.preview.open')}
        </Button>
      )}
      {creating && (
        <TextField
          label={initial.attempted ? t('quizAuthoring.quizzes.newId') : t('quizAuthoring.quizzes.id')}
          helperText={t('quizAuthoring.quizzes.idHelp')}
          value={quiz.quizid}
          required
          onChange={(event) => set({ quizid: event.target.value })}
        />
      )}
      <TextField
        select
        label={t('quizAuthoring.quizzes.type')}
        value={String(quiz.qtype)}
        onChange={(event) => set({ qtype: Number(event.target.value) as AuthoredQuiz['qtype'] })}
      >
        {quizTypes.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {t(`quizAuthoring.quizTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {quiz.qtype === 2 && (
        <TextField
          type="number"
          label={t('quizAuthoring.quizzes.cutoff')}
          helperText={t('quizAuthoring.quizzes.cutoffHelp')}
          value={quiz.cutoff === null ? '' : String(quiz.cutoff)}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          onChange={(event) => set({ cutoff: event.target.value === '' ? null : Number(event.target.value) })}
        />
      )}
      {quiz.qtype === 3 && (
        <TextField
          type="datetime-local"
          label={t('quizAuthoring.quizzes.deadline')}
          helperText={t('quizAuthoring.zone', { zone: time.zoneName() })}
          value={quiz.deadLine}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => set({ deadLine: event.target.value })}
        />
      )}
      <QuestionList
        questions={quiz.qitems}
        withMarks
        disabled={saving.isPending}
        onChange={(qitems) => set({ qitems })}
      />
      {saving.isError && <SaveFailure key={saving.submittedAt} error={saving.error} onRetry={save} />}
      {saving.isSuccess && (
        <Alert severity="success" role="status">
          {t('quizAuthoring.saved')}
        </Alert>
      )}
      <Button variant="contained" onClick={save} disabled={saving.isPending} sx={{ alignSelf: 'flex-start' }}>
        {initial.attempted ? t('quizAuthoring.quizzes.saveAsNew') : t('quizAuthoring.quizzes.save')}
      </Button>
    </Stack>
  );
}

/** A quiz to edit (`quizid`) or a new one (null). */
export function QuizEditor({ quizid }: { quizid: string | null }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const quiz = useAuthoredQuiz(oid, quizid);
  if (quizid === null) return <QuizForm initial={newQuiz} />;
  return (
    <QueryState query={quiz} errorTitle={t('quizAuthoring.loadFailed')}>
      {(data) => <QuizForm key={data.quizid} initial={data} />}
    </QueryState>
  );
}

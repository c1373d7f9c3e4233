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
import {
  type AuthoredAssessment,
  type AuthoringSummary,
  useAuthoredAssessment,
  useAuthoringSummary,
  useSaveAssessment,
} from '../api/quiz-authoring.ts';
import { SaveFailure } from './field-errors.tsx';
import { QuestionList } from './question-list.tsx';
import { wallTimeOf } from './wall-time.ts';

const newAssessment: AuthoredAssessment = {
  assessid: '',
  quiztype: 'assess',
  bpid: '',
  tid: null,
  title: '',
  startdate: null,
  enddate: null,
  answerdate: null,
  instructions: '',
  qitems: [],
  attempted: false,
};
const moments = ['startdate', 'enddate', 'answerdate'] as const;

/**
 * An assessment or assignment: its batch and course, title, window and answer date (in the university's
 * time; the server refuses an answer date inside the answer grace after the end), instructions (HTML,
 * sanitised by the server) and questions. Once attempted, only the title, instructions and moments change.
 */
function AssessmentForm({
  initial,
  batches,
}: {
  initial: AuthoredAssessment;
  batches: AuthoringSummary['batches'];
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const time = useStaffTime();
  const navigate = useNavigate();
  const saving = useSaveAssessment();
  const creating = initial.assessid === '';
  const [form, setForm] = useState({
    ...initial,
    startdate: wallTimeOf(initial.startdate, time.zone),
    enddate: wallTimeOf(initial.enddate, time.zone),
    answerdate: wallTimeOf(initial.answerdate, time.zone),
  });
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const courses = batches.find((batch) => batch.bpid === form.bpid)?.courses ?? [];
  const locked = initial.attempted;

  const save = () =>
    saving.mutate(
      {
        oid,
        create: creating,
        assessid: form.assessid.trim(),
        quiztype: form.quiztype,
        bpid: form.bpid,
        tid: form.tid,
        title: form.title,
        startdate: universityMoment(form.startdate, time.zone) ?? null,
        enddate: universityMoment(form.enddate, time.zone) ?? null,
        answerdate: universityMoment(form.answerdate, time.zone) ?? null,
        instructions: form.instructions,
        qitems: form.qitems,
      },
      {
        onSuccess: ({ assessid }) =>
          navigate(paths.staffAssessmentEditor.getHref(assessid), { replace: true }),
      },
    );

  return (
    <Stack spacing={2}>
      {locked && <Alert severity="warning">{t('quizAuthoring.assessments.attemptedNotice')}</Alert>}
      {!creating && (
        <Button
          component={RouterLink}
          to={paths.staffAssessmentPreview.getHref(initial.assessid)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('quizAuthoring.preview.open')}
        </Button>
      )}
      {creating && (
        <TextField
          label={t('quizAuthoring.assessments.id')}
          helperText={t('quizAuthoring.quizzes.idHelp')}
          value={form.assessid}
          required
          onChange={(event) => set({ assessid: event.target.value })}
        />
      )}
      <TextField
        label={t('quizAuthoring.assessments.titleField')}
        value={form.title}
        required
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextField
        select
        label={t('quizAuthoring.assessments.kind')}
        value={form.quiztype}
        disabled={locked}
        onChange={(event) => set({ quiztype: event.target.value as AuthoredAssessment['quiztype'] })}
      >
        <MenuItem value="assess">{t('quizAuthoring.kinds.assess')}</MenuItem>
        <MenuItem value="assign">{t('quizAuthoring.kinds.assign')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('quizAuthoring.assessments.batch')}
        value={form.bpid}
        required
        disabled={locked}
        onChange={(event) => set({ bpid: event.target.value, tid: null })}
      >
        {batches.map((batch) => (
          <MenuItem key={batch.bpid} value={batch.bpid}>
            {batch.title} ({batch.bpid})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('quizAuthoring.assessments.course')}
        value={form.tid ?? ''}
        disabled={locked || form.bpid === ''}
        onChange={(event) => set({ tid: event.target.value === '' ? null : event.target.value })}
      >
        <MenuItem value="">{t('quizAuthoring.assessments.wholeBatch')}</MenuItem>
        {courses.map((course) => (
          <MenuItem key={course.tid} value={course.tid}>
            {course.ttitle}
          </MenuItem>
        ))}
      </TextField>
      {moments.map((moment) => (
        <TextField
          key={moment}
          type="datetime-local"
          label={t(`quizAuthoring.assessments.${moment}`)}
          helperText={
            moment === 'answerdate'
              ? t('quizAuthoring.assessments.graceHelp', { zone: time.zoneName() })
              : t('quizAuthoring.zone', { zone: time.zoneName() })
          }
          value={form[moment]}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => set({ [moment]: event.target.value })}
        />
      ))}
      <TextField
        label={t('quizAuthoring.assessments.instructions')}
        helperText={t('quizAuthoring.question.stemHelp')}
        value={form.instructions}
        multiline
        minRows={3}
        onChange={(event) => set({ instructions: event.target.value })}
      />
      <QuestionList
        questions={form.qitems}
        withMarks={false}
        disabled={saving.isPending || locked}
        onChange={(qitems) => set({ qitems })}
      />
      {saving.isError && <SaveFailure key={saving.submittedAt} error={saving.error} onRetry={save} />}
      {saving.isSuccess && (
        <Alert severity="success" role="status">
          {t('quizAuthoring.saved')}
        </Alert>
      )}
      <Button variant="contained" onClick={save} disabled={saving.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('quizAuthoring.assessments.save')}
      </Button>
    </Stack>
  );
}

/** An assessment to edit (`assessid`) or a new one (null). */
export function AssessmentEditor({ assessid }: { assessid: string | null }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const summary = useAuthoringSummary(oid);
  const assessment = useAuthoredAssessment(oid, assessid);
  return (
    <QueryState query={summary} errorTitle={t('quizAuthoring.loadFailed')}>
      {({ batches }) =>
        assessid === null ? (
          <AssessmentForm initial={newAssessment} batches={batches} />
        ) : (
          <QueryState query={assessment} errorTitle={t('quizAuthoring.loadFailed')}>
            {(data) => <AssessmentForm key={data.assessid} initial={data} batches={batches} />}
          </QueryState>
        )
      }
    </QueryState>
  );
}

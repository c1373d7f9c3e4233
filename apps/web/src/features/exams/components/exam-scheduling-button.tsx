import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { type ExamSchedulingForm, useExamSchedulingForm } from '../api/get-exam-scheduling-form.ts';
import { useUsns } from '../api/get-usn.ts';

/** The hidden form posted to the provider; it submits itself once it is on the page. */
function HandOffForm({ form }: { form: ExamSchedulingForm }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), []);
  return (
    <form ref={ref} method="post" action={form.action} hidden>
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/**
 * Schedule exam (spec 1 §2 and §7): hands the learner to the exam-scheduling provider for batch
 * `bpid`, with their USN and a hash the server made. Says so when the service is not configured or
 * the learner has no USN yet.
 */
export function ExamSchedulingButton({ bpid }: { bpid: string }) {
  const { t } = useTranslation('exams');
  const form = useExamSchedulingForm(bpid);
  const usns = useUsns();
  const [handOff, setHandOff] = useState<ExamSchedulingForm>();
  const [leaving, setLeaving] = useState(false);

  const error = form.error instanceof ApiError ? form.error : undefined;
  if (error?.code === 'NOT_CONFIGURED') {
    return (
      <Button variant="contained" disabled>
        {t('notConfigured')}
      </Button>
    );
  }
  // The server names the missing USN on the batch field; any other 404 is an error to retry.
  if (error?.code === 'NOT_FOUND' && error.fields.bpid === 'no USN') {
    return (
      <Alert severity="info" sx={{ maxWidth: 560 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('noUsn')}
        </Typography>{' '}
        {t('noUsnDetail')}
      </Alert>
    );
  }
  if (form.isError && !leaving) {
    return (
      <ErrorState
        error={form.error}
        title={t('loadFailed')}
        onRetry={() => void form.refetch()}
        retrying={form.isFetching}
      />
    );
  }

  const schedule = async () => {
    setLeaving(true);
    const fresh = await form.refetch();
    if (fresh.data) setHandOff(fresh.data);
    else setLeaving(false);
  };
  const usn = usns.data?.[bpid]?.usn;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button variant="contained" onClick={() => void schedule()} disabled={form.isPending || leaving}>
        {leaving ? t('leaving') : t('schedule')}
      </Button>
      {usn && <Typography color="text.secondary">{t('usn', { usn })}</Typography>}
      {handOff && <HandOffForm form={handOff} />}
    </Box>
  );
}

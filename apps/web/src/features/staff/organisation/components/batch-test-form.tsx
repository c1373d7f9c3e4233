import { examStatuses } from '@aula/contract/assigned-exams';
import { BatchTestFields, batchTestWindowProblems } from '@aula/contract/staff-batch-tests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { universityMoment, useStaffTime } from '../../format-time.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type BatchTest, useSaveBatchTest } from '../api/batch-tests.ts';
import { fieldError } from './field-error.ts';
import { wallTimeOf } from './wall-time.ts';

interface Draft {
  bpid: string;
  testName: string;
  start: string;
  end: string;
  minutes: string;
  testStatus: (typeof examStatuses)[number];
}

/**
 * Assigns a proctored test to a batch, or changes one: its name, its window (typed on the university's
 * clock, as the learners see it) and how long it lasts, checked here with the contract's rule and
 * again on the server. The heading takes the focus when the form opens.
 */
export function BatchTestForm({
  oid,
  batches,
  test,
  onDone,
}: {
  oid: string;
  batches: ReadonlyArray<{ bpid: string; title: string }>;
  test: BatchTest | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { zone, zoneName } = useStaffTime();
  const save = useSaveBatchTest();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    bpid: test?.bpid ?? batches[0]?.bpid ?? '',
    testName: test?.testName ?? '',
    start: test ? wallTimeOf(test.startTime, zone) : '',
    end: test ? wallTimeOf(test.endTime, zone) : '',
    minutes: test ? String(test.testTotalTime) : '60',
    testStatus: test?.testStatus ?? 'Active',
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) => problems[field] ?? fieldError(save.error, field);

  const submit = () => {
    const startTime = universityMoment(draft.start, zone);
    const endTime = universityMoment(draft.end, zone);
    const found: Record<string, string> = {};
    if (!startTime) found.startTime = t('organisation.tests.giveStart');
    if (!endTime) found.endTime = t('organisation.tests.giveEnd');
    const fields = {
      testName: draft.testName,
      startTime: startTime ?? '',
      endTime: endTime ?? '',
      testTotalTime: Number(draft.minutes),
      testStatus: draft.testStatus,
    };
    const parsed = BatchTestFields.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    if (startTime && endTime && !found.testTotalTime) Object.assign(found, batchTestWindowProblems(fields));
    setProblems(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    save.mutate(
      { oid, bpid: draft.bpid, ...parsed.data, ...(test ? { testId: test.testId } : {}) },
      { onSuccess: () => onDone(test ? t('organisation.tests.changed') : t('organisation.tests.assigned')) },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: 2, mb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h2"
        sx={{ fontSize: '1.2rem' }}
      >
        {test ? t('organisation.tests.editTitle', { name: test.testName }) : t('organisation.tests.newTitle')}
      </Typography>
      <TextField
        select
        label={t('organisation.tests.batch')}
        value={draft.bpid}
        onChange={(event) => set('bpid', event.target.value)}
        disabled={test !== null}
        error={errorOf('bpid') !== undefined}
        helperText={errorOf('bpid')}
      >
        {batches.map((batch) => (
          <MenuItem key={batch.bpid} value={batch.bpid}>
            {t('organisation.tests.batchOption', { title: batch.title, bpid: batch.bpid })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('organisation.tests.name')}
        value={draft.testName}
        onChange={(event) => set('testName', event.target.value)}
        required
        error={errorOf('testName') !== undefined}
        helperText={errorOf('testName')}
        slotProps={{ formHelperText: errorOf('testName') ? { role: 'alert' } : {} }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {(['start', 'end'] as const).map((edge) => {
          const field = edge === 'start' ? 'startTime' : 'endTime';
          return (
            <TextField
              key={edge}
              type="datetime-local"
              label={t(`organisation.tests.${edge}`)}
              value={draft[edge]}
              onChange={(event) => set(edge, event.target.value)}
              required
              error={errorOf(field) !== undefined}
              helperText={errorOf(field) ?? t('organisation.tests.zone', { zone: zoneName() })}
              slotProps={{
                inputLabel: { shrink: true },
                formHelperText: errorOf(field) ? { role: 'alert' } : {},
              }}
              sx={{ flex: '1 1 220px' }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="number"
          label={t('organisation.tests.minutes')}
          value={draft.minutes}
          onChange={(event) => set('minutes', event.target.value)}
          required
          error={errorOf('testTotalTime') !== undefined}
          helperText={errorOf('testTotalTime')}
          slotProps={{
            htmlInput: { min: 1, step: 1 },
            formHelperText: errorOf('testTotalTime') ? { role: 'alert' } : {},
          }}
          sx={{ flex: '1 1 160px' }}
        />
        <TextField
          select
          label={t('organisation.tests.status')}
          value={draft.testStatus}
          onChange={(event) => set('testStatus', event.target.value as Draft['testStatus'])}
          sx={{ flex: '1 1 160px' }}
        >
          {examStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`organisation.tests.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {save.isError && <CallFailure error={save.error} onRetry={submit} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {test ? t('organisation.tests.saveChange') : t('organisation.tests.assign')}
        </Button>
        <Button onClick={() => onDone('')}>{t('organisation.tests.cancel')}</Button>
      </Box>
    </Paper>
  );
}

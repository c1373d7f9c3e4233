import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useWheeboxToken } from '../api/get-wheebox-token.ts';

type Failure = 'notConfigured' | 'refused' | 'failed';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'NOT_CONFIGURED') return 'notConfigured';
  if (error.code === 'CONFLICT' || error.code === 'NOT_FOUND') return 'refused';
  return 'failed';
}

/**
 * Start (spec 3 §4 "Tests"): asks the server for a launch token and opens the proctoring provider in
 * a new tab. The tab is opened at the click, while the browser still counts it as the learner's
 * doing (a tab opened after an answer arrives is often blocked), and sent on once the address comes.
 */
export function StartExamButton({ testId, configured }: { testId: string; configured: boolean }) {
  const { t } = useTranslation('assigned-exams');
  const launch = useWheeboxToken();
  const [blockedUrl, setBlockedUrl] = useState<string>();
  const failure = launch.isError ? failureOf(launch.error) : undefined;

  if (!configured || failure === 'notConfigured') {
    return (
      <Button variant="contained" disabled>
        {t('notConfigured')}
      </Button>
    );
  }

  const start = () => {
    setBlockedUrl(undefined);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    launch.mutate(testId, {
      onSuccess: ({ url }) => {
        if (tab && !tab.closed) tab.location.href = url;
        else setBlockedUrl(url);
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Button variant="contained" size="large" onClick={start} disabled={launch.isPending}>
        {launch.isPending ? t('starting') : t('startButton')}
      </Button>
      {blockedUrl && (
        <Alert severity="info">
          {t('popupBlocked')}{' '}
          <Link href={blockedUrl} target="_blank" rel="noopener noreferrer">
            {t('openTest')}
          </Link>
        </Alert>
      )}
      {failure && <Alert severity="error">{t(`startFailed.${failure}`)}</Alert>}
    </Box>
  );
}

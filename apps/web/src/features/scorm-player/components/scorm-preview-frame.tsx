import type { ScormVersion } from '@aula/contract/scorm';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScormPreviewProps } from '../../../components/scorm-preview.ts';
import { startScormRuntime } from '../runtime/start-scorm-runtime.ts';

type Cmi = Record<string, unknown>;

/** What the SCO last committed, in its own words: its status (2004: completion and success) and score. */
function reported(version: ScormVersion, cmi: Cmi): { status: string; score: string | null } {
  const value = (element: string) => {
    const found = cmi[element];
    return found === undefined || found === null || found === '' ? null : String(found);
  };
  if (version === '1.2') {
    return { status: value('cmi.core.lesson_status') ?? '', score: value('cmi.core.score.raw') };
  }
  const status = [value('cmi.completion_status'), value('cmi.success_status')]
    .filter((each) => each !== null && each !== 'unknown')
    .join(', ');
  return { status, score: value('cmi.score.raw') };
}

/**
 * A staff preview of a package's SCO (ADR 0096): the same launcher and runtime as the course player, so
 * a package that looks for its API finds it, but each commit is answered in this page and stored nowhere.
 * What the SCO last reported is shown above it, so the admin sees that the package talks to an LMS.
 */
export function ScormPreviewFrame({ version, launchUrl, cmi, title }: ScormPreviewProps) {
  const { t } = useTranslation('scorm-player');
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [last, setLast] = useState<Cmi | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let stopped = false;
    const running = startScormRuntime<Cmi>({
      launch: { version, launchUrl, cmi },
      frame: element,
      title,
      // Nothing is stored: a commit answers the data the SCO reported, kept in this page only.
      commit: async (data) => data,
      onStatus: (data) => setLast(data),
      onCommitError: () => {},
    });
    running.then(
      (runtime) => {
        if (!stopped) setFrameUrl(runtime.frameUrl);
      },
      () => setFailed(true),
    );
    return () => {
      stopped = true;
      running.then(
        (runtime) => runtime.stop(),
        () => {},
      );
    };
  }, [version, launchUrl, cmi, title]);

  const report = last && reported(version, last);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {failed && (
        <Alert severity="error" role="alert">
          {t('startFailed')}
        </Alert>
      )}
      <Typography role="status" variant="body2">
        {report === null
          ? t('preview.nothingReported')
          : report.score === null
            ? t('preview.reported', { status: report.status })
            : t('preview.reportedScore', { status: report.status, score: report.score })}
      </Typography>
      <Box
        component="iframe"
        ref={frame}
        title={title}
        src={frameUrl ?? undefined}
        sx={{ width: '100%', height: '65vh', border: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseFileKeys } from '../api/course-file-keys.ts';
import { uploadCaptions } from '../api/upload-course-file.ts';
import { useCourseFileText } from '../course-file-text.ts';

/** WebVTT captions for an uploaded video, kept beside it where the player finds them (ADR 0090). */
export function CaptionsUpload({
  ourl,
  videoName,
  hasCaptions,
}: {
  ourl: string;
  videoName: string;
  hasCaptions: boolean;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const say = useCourseFileText();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ message: string; file: File | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const label = t(hasCaptions ? 'courseFiles.captions.replace' : 'courseFiles.captions.add', {
    name: videoName,
  });

  const send = async (file: File) => {
    const problem = say.problem('captions', file);
    setSaved(false);
    if (problem) return setFailed({ message: problem, file: null });
    setFailed(null);
    setPercent(0);
    try {
      await uploadCaptions(oid, ourl, file, (sent, total) => setPercent(Math.round((sent / total) * 100)));
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: courseFileKeys.all });
    } catch (caught) {
      setFailed({ message: say.refusal(caught), file });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={percent !== null}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".vtt"
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {percent !== null && (
        <LinearProgress variant="determinate" value={percent} aria-label={t('courseFiles.upload.progress')} />
      )}
      {saved && (
        <Alert role="status" severity="success">
          {t('courseFiles.captions.saved')}
        </Alert>
      )}
      {failed && (
        <Alert
          severity="error"
          role="alert"
          sx={{ overflowWrap: 'anywhere' }}
          action={
            failed.file && (
              <Button color="inherit" size="small" onClick={() => failed.file && void send(failed.file)}>
                {t('courseFiles.upload.retry')}
              </Button>
            )
          }
        >
          {failed.message}
        </Alert>
      )}
    </Box>
  );
}

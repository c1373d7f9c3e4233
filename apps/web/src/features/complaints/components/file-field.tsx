import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileFieldProps {
  file: File | null;
  progress: number | null;
  onChoose: (file: File | null) => void;
}

/** The optional file of a complaint or query (an image, a PDF or a Word document), with upload progress. */
export function FileField({ file, progress, onChoose }: FileFieldProps) {
  const { t } = useTranslation('complaints');
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" aria-describedby={hintId} onClick={() => input.current?.click()}>
          {t('chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          name="file"
          hidden
          accept=".jpg,.jpeg,.png,.pdf,.docx"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {file?.name ?? t('noFileChosen')}
        </Typography>
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('fileHint')}
      </Typography>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={t('uploading')} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface UploadButtonProps {
  label: string;
  accept: string;
  hint: string;
  progress: number | null;
  onFile: (file: File) => void;
}

/** A button that opens the file chooser (the input stays in the page, for keyboards and tests), with progress. */
export function UploadButton({ label, accept, hint, progress, onFile }: UploadButtonProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box>
      <Button variant="outlined" component="label" disabled={progress !== null} aria-describedby={hintId}>
        {label}
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            if (input.current) input.current.value = '';
          }}
        />
      </Button>
      <Box id={hintId} component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
        {hint}
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('uploading')}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface UploadButtonProps {
  label: string;
  /** The file input's name (tests and autofill find it by it). */
  name: string;
  accept: string;
  hint: string;
  progress: number | null;
  onFile: (file: File) => void;
}

/** A real button that opens the file chooser (so Enter and Space work), with the upload's progress. */
export function UploadButton({ label, name, accept, hint, progress, onFile }: UploadButtonProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box>
      <Button
        variant="outlined"
        disabled={progress !== null}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        name={name}
        hidden
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
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

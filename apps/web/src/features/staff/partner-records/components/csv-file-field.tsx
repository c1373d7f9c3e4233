import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface CsvFileFieldProps {
  /** The chosen file's name, or null before one is chosen. */
  fileName: string | null;
  /** What is wrong with the chosen file, said under the field. */
  problem: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
}

/** The CSV file to read: a button opens the browser's file chooser; its name (the user's words) is text. */
export function CsvFileField({ fileName, problem, disabled, onChoose }: CsvFileFieldProps) {
  const { t } = useTranslation('staff');
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          aria-describedby={hintId}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('partners.file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,text/csv"
          aria-label={t('partners.file.choose')}
          aria-invalid={problem !== null ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again (changed on disk meanwhile) is read again.
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {fileName ?? t('partners.file.none')}
        </Typography>
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('partners.file.hint')}
      </Typography>
      {problem !== null && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}

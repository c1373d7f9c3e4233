import { maxSpreadsheetBytes } from '@aula/contract/staff-quiz-authoring';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64Of } from './base64-of.ts';
import { SaveFailure } from './field-errors.tsx';

export interface QuestionFileFormProps {
  /** The form's texts in the staff catalogue: `quizAuthoring.<texts>.title`, `intro`, `file`, `send`, `tooLarge`. */
  texts: 'import' | 'qti';
  /** The file names and types the picker offers. */
  accept: string;
  /** The import call: pending, and its failure (null while none). */
  pending: boolean;
  error: unknown;
  onSend: (file: { filename: string; data: string }) => void;
  /** Shown beside the picker (the spreadsheet's template). */
  actions?: ReactNode;
  /** What the import answered. */
  children?: ReactNode;
}

/**
 * A file of questions sent to a bank (ADR 0091, 0099): the section's title and intro, the picker, the
 * send button, the size refused before sending (both imports take at most 500 KB), and a failed call
 * with its fields and a retry; the import's answer is the caller's.
 */
export function QuestionFileForm({
  texts,
  accept,
  pending,
  error,
  onSend,
  actions,
  children,
}: QuestionFileFormProps) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);

  const send = async () => {
    if (!file) return;
    if (file.size > maxSpreadsheetBytes) return setTooLarge(true);
    setTooLarge(false);
    onSend({ filename: file.name, data: await base64Of(file) });
  };

  return (
    <Stack component="section" spacing={1.5} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t(`quizAuthoring.${texts}.title`)}
      </Typography>
      <Typography>{t(`quizAuthoring.${texts}.intro`)}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {actions}
        <label htmlFor={inputId}>{t(`quizAuthoring.${texts}.file`)}</label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button variant="contained" disabled={!file || pending} onClick={() => void send()}>
          {t(`quizAuthoring.${texts}.send`)}
        </Button>
      </Stack>
      {tooLarge && (
        <Alert severity="error" role="alert">
          {t(`quizAuthoring.${texts}.tooLarge`)}
        </Alert>
      )}
      {error ? <SaveFailure error={error} onRetry={() => void send()} /> : null}
      {children}
    </Stack>
  );
}

import type { MiniAnswer } from '@aula/contract/mini-assignments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedUpload, useUploadAssignmentFile } from '../api/upload-assignment-file.ts';

export interface FileAnswerProps {
  bcid: string;
  quizid: string;
  n: number;
  answer: MiniAnswer | undefined;
  onAnswer: (answer: MiniAnswer) => void;
}

/**
 * A file answer: the browser's own file input (keyboard and screen readers know it), the spec's rule
 * checked before sending ('file size is greater than 500kb'), and the handwriting note. The server
 * checks the bytes again when the answers are submitted.
 */
export function FileAnswer({ bcid, quizid, n, answer, onAnswer }: FileAnswerProps) {
  const { t } = useTranslation('quizzes');
  const inputId = useId();
  const noteId = useId();
  const upload = useUploadAssignmentFile(bcid, quizid);
  const [refused, setRefused] = useState(false);

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography sx={{ fontWeight: 600 }}>
        <label htmlFor={inputId}>{t('mini.fileLabel', { n })}</label>
      </Typography>
      <input
        id={inputId}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        aria-describedby={noteId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const allowed = isAllowedUpload(file);
          setRefused(!allowed);
          if (allowed) upload.mutate(file, { onSuccess: onAnswer });
        }}
      />
      <Typography id={noteId} variant="body2" color="text.secondary">
        {t('mini.fileRule')} {t('mini.handwritten')}
      </Typography>
      {upload.isPending && <Typography role="status">{t('mini.uploading')}</Typography>}
      {answer?.orgname && !upload.isPending && (
        <Typography role="status">{t('mini.uploaded', { name: answer.orgname })}</Typography>
      )}
      {(refused || upload.isError) && <Alert severity="error">{t('mini.badFile')}</Alert>}
    </Box>
  );
}

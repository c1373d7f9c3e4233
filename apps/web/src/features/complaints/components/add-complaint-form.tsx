import { fileProblem } from '@aula/contract/account-uploads';
import { ComplaintFields, firstProblem } from '@aula/contract/complaints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import type { ProgramProgress } from '../../../lib/user-progress.ts';
import { useAddComplaint } from '../api/add-complaint.ts';
import { FileField } from './file-field.tsx';
import { useMessageText } from './use-message-text.ts';

export interface AddComplaintFormProps {
  programs: ProgramProgress[];
  onDone: () => void;
}

/** /addComplaints: programme, description and an optional file; the spec's checks, then back to the list. */
export function AddComplaintForm({ programs, onDone }: AddComplaintFormProps) {
  const { t } = useTranslation('complaints');
  const text = useMessageText();
  const add = useAddComplaint();
  const [bpid, setBpid] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    const wrong = chosen ? fileProblem('complents', chosen) : null;
    setProblem(wrong ? text(wrong) : null);
    setFile(wrong ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = firstProblem(ComplaintFields, { bpid, description });
    if (first) {
      setProblem(text(first));
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync({ bpid, description, file });
      onDone();
    } catch (error) {
      setProblem(error instanceof ApiError && error.message ? text(error.message) : t('saveFailed'));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField
          select
          label={t('program')}
          value={bpid}
          onChange={(event) => setBpid(event.target.value)}
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('select')}</option>
          {programs.map((program) => (
            <option key={program.bpid} value={program.bpid}>
              {program.ptitle}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          multiline
          minRows={4}
        />
        <FileField file={file} progress={add.progress} onChoose={choose} />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

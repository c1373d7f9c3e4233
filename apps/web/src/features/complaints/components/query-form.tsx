import { fileProblem } from '@aula/contract/account-uploads';
import { complaintMessages, firstProblem, QueryFields } from '@aula/contract/complaints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useAddQuery } from '../api/add-query.ts';
import { FileField } from './file-field.tsx';
import { useMessageText } from './use-message-text.ts';

const empty = { name: '', emailid: '', description: '' };

/** Report A Query (/postquires, signed out): name, e-mail, description, an optional file. */
export function QueryForm() {
  const { t } = useTranslation('complaints');
  const text = useMessageText();
  const add = useAddQuery();
  const [values, setValues] = useState(empty);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const change = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const choose = (chosen: File | null) => {
    const wrong = chosen ? fileProblem('complentsPreLogin', chosen) : null;
    setProblem(wrong ? text(wrong) : null);
    setFile(wrong ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const first = firstProblem(QueryFields, values);
    if (first) {
      setProblem(text(first));
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync({ ...values, file });
      setValues(empty);
      setFile(null);
      setSent(true);
    } catch (error) {
      setProblem(error instanceof ApiError && error.message ? text(error.message) : t('saveFailed'));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField
          label={t('name')}
          value={values.name}
          onChange={change('name')}
          required
          autoComplete="name"
        />
        <TextField
          label={t('email')}
          value={values.emailid}
          onChange={change('emailid')}
          required
          type="email"
          autoComplete="email"
        />
        <TextField
          label={t('description')}
          value={values.description}
          onChange={change('description')}
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
        {sent && (
          <Alert severity="success" role="status">
            {text(complaintMessages.submitted)}
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

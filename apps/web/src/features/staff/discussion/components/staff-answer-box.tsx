import { AnswerText } from '@aula/contract/discussion';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const AnswerForm = z.object({ text: AnswerText });

export interface StaffAnswerBoxProps {
  /** Whose question it answers, for the field's name. */
  username: string;
  busy: boolean;
  /** Sends the answer; resolves true once posted (the box is emptied then). */
  onAnswer: (text: string) => Promise<boolean>;
}

/** The member's answer to a question, held to the rules of a learner's answer before it is sent. */
export function StaffAnswerBox({ username, busy, onAnswer }: StaffAnswerBoxProps) {
  const { t } = useTranslation('staff');
  const form = useForm({ resolver: zodResolver(AnswerForm), defaultValues: { text: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ text }) => {
    if (await onAnswer(text)) form.reset();
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <TextField
        {...form.register('text')}
        label={t('discussion.answer.label', { username })}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        error={errors.text !== undefined}
        helperText={errors.text?.message ?? t('discussion.answer.help')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('discussion.answer.submit')}
        </Button>
      </Box>
    </Box>
  );
}

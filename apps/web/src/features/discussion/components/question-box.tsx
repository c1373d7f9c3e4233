import { QuestionText } from '@aula/contract/discussion';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUpdateDiscussion } from '../api/update-discussion.ts';
import { useActionFailure } from './action-failure.ts';

const QuestionForm = z.object({ question: QuestionText });

export interface QuestionBoxProps {
  bcid: string;
  /** The question is posted: the panel says 'Posted Successfully' (one banner for questions and answers). */
  onPosted: () => void;
  /** The learner types again: the panel's banner goes. */
  onTyping: () => void;
}

/** The question box and 'Post question': the contract's rules, so the words are the server's own. */
export function QuestionBox({ bcid, onPosted, onTyping }: QuestionBoxProps) {
  const { t } = useTranslation('discussion');
  const update = useUpdateDiscussion(bcid);
  const failure = useActionFailure(update.error);
  const form = useForm({ resolver: zodResolver(QuestionForm), defaultValues: { question: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ question }) =>
    update.mutateAsync({ qtype: 0, question }).then(
      () => {
        form.reset();
        onPosted();
      },
      () => undefined,
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mb: 3 }}>
      <TextField
        {...form.register('question', { onChange: onTyping })}
        label={t('question')}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        error={errors.question !== undefined}
        helperText={errors.question?.message ?? ' '}
      />
      <Button type="submit" variant="contained" disabled={update.isPending}>
        {t('postQuestion')}
      </Button>
      {failure && update.variables?.qtype === 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}

import { QuestionText } from '@aula/contract/discussion';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PostOutcome } from '../../../lib/outbox.ts';
import type { DiscussionPost } from '../api/discussion-outbox.ts';
import { useActionFailure } from './action-failure.ts';

const QuestionForm = z.object({ question: QuestionText });

export interface QuestionBoxProps {
  post: (post: DiscussionPost) => Promise<PostOutcome>;
  /** The question is posted: the panel says 'Posted Successfully' (one banner for questions and answers). */
  onPosted: () => void;
  /** The learner types again: the panel's banner goes. */
  onTyping: () => void;
}

/**
 * The question box and 'Post question': the contract's rules, so the words are the server's own. A
 * question posted offline leaves the box for the pending posts, and goes when the connection returns.
 */
export function QuestionBox({ post, onPosted, onTyping }: QuestionBoxProps) {
  const { t } = useTranslation('discussion');
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const failure = useActionFailure(outcome && 'refused' in outcome ? outcome.refused : null);
  const form = useForm({ resolver: zodResolver(QuestionForm), defaultValues: { question: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ question }) => {
    setOutcome(null);
    const result = await post({ change: { qtype: 0, question } });
    setOutcome(result);
    if (!('refused' in result)) form.reset();
    if ('sent' in result) onPosted();
  });
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
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {t('postQuestion')}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}

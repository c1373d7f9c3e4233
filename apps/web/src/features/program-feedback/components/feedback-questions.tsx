import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackQuestion } from '../api/get-feedback.ts';
import { type AnswerCode, answerCodes } from '../api/update-feedback.ts';

export interface FeedbackQuestionsProps {
  questions: readonly FeedbackQuestion[];
  onSubmit: (answers: { qid: string; answer: AnswerCode }[]) => void;
  onCancel: () => void;
  submitting: boolean;
  /** Why the last submission failed, if it did. */
  failure: string | null;
}

function isAnswerCode(value: number): value is AnswerCode {
  return (answerCodes as readonly number[]).includes(value);
}

/** One row of five choices per question; Submit waits until every question has an answer. */
export function FeedbackQuestions({
  questions,
  onSubmit,
  onCancel,
  submitting,
  failure,
}: FeedbackQuestionsProps) {
  const { t } = useTranslation('program-feedback');
  const [answers, setAnswers] = useState<Record<string, AnswerCode>>({});
  const left = questions.filter((question) => answers[question.qid] === undefined).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = questions.flatMap((question) => {
      const answer = answers[question.qid];
      return answer === undefined ? [] : [{ qid: question.qid, answer }];
    });
    if (complete.length === questions.length) onSubmit(complete);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Typography>{t('intro')}</Typography>
        {questions.map((question, index) => (
          <FormControl key={question.qid} component="fieldset">
            <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
              {`${index + 1}. ${question.question}`}
            </FormLabel>
            <RadioGroup
              row
              name={question.qid}
              value={answers[question.qid] === undefined ? '' : String(answers[question.qid])}
              onChange={(_event, value) => {
                const code = Number(value);
                if (isAnswerCode(code)) setAnswers((current) => ({ ...current, [question.qid]: code }));
              }}
            >
              {answerCodes.map((code) => (
                <FormControlLabel
                  key={code}
                  value={String(code)}
                  control={<Radio size="small" />}
                  label={t(`answers.${code}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {left > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t('unanswered', { count: left })}
          </Typography>
        )}
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={left > 0 || submitting}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

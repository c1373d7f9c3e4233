import { type CourseFeedbackAnswer, feedbackRatings } from '@aula/contract/course-feedback';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseFeedbackForm } from '../api/get-course-feedback.ts';

type Questions = Extract<CourseFeedbackForm, { questions: unknown }>;

export interface CourseFeedbackQuestionsProps {
  form: Questions;
  onSubmit: (answers: CourseFeedbackAnswer[]) => void;
  onCancel: () => void;
  submitting: boolean;
  failure: string | null;
}

/**
 * One question at a time, rated 1 (Not Applicable) to 5 (Strongly Agree), with a comment box; Next
 * (Submit on the last) waits for a rating and, where the comment box is on, a comment.
 */
export function CourseFeedbackQuestions({
  form,
  onSubmit,
  onCancel,
  submitting,
  failure,
}: CourseFeedbackQuestionsProps) {
  const { t } = useTranslation('quizzes');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, { rating?: number; comment: string }>>({});
  const question = form.questions[index];
  if (!question) return null;
  const current = answers[question.qid] ?? { comment: '' };
  const ready = current.rating !== undefined && (!form.comment || current.comment.trim() !== '');
  const last = index === form.questions.length - 1;
  const change = (next: Partial<{ rating: number; comment: string }>) =>
    setAnswers((all) => ({ ...all, [question.qid]: { ...current, ...next } }));

  const submit = () => {
    const all = form.questions.flatMap(({ qid }) => {
      const answer = answers[qid];
      if (answer?.rating === undefined) return [];
      const comment = answer.comment.trim();
      return [{ qid, rating: answer.rating, ...(comment ? { comment } : {}) }];
    });
    if (all.length === form.questions.length) onSubmit(all);
  };

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {form.instructor && (
          <Typography>{t('feedback.instructorName', { name: form.instructor.name })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('feedback.questionOf', { n: index + 1, total: form.questions.length })}
        </Typography>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
            {question.question}
          </FormLabel>
          <RadioGroup
            key={question.qid}
            value={current.rating === undefined ? '' : String(current.rating)}
            onChange={(_event, value) => change({ rating: Number(value) })}
          >
            {feedbackRatings.map((rating) => (
              <FormControlLabel
                key={rating}
                value={String(rating)}
                control={<Radio size="small" />}
                label={t(`feedback.ratings.${rating}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          key={`${question.qid}-comment`}
          label={t(form.comment ? 'feedback.comment' : 'feedback.commentOptional')}
          required={form.comment}
          multiline
          minRows={2}
          maxRows={6}
          value={current.comment}
          onChange={(event) => change({ comment: event.target.value })}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} sx={{ mr: 'auto' }}>
          {t('feedback.cancel')}
        </Button>
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('feedback.prev')}
        </Button>
        {last ? (
          <Button variant="contained" disabled={!ready || submitting} onClick={submit}>
            {t('feedback.submit')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!ready} onClick={() => setIndex(index + 1)}>
            {t('feedback.next')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { QuizQuestion } from '../api/get-quiz.ts';

export interface QuestionViewProps {
  question: QuizQuestion;
  /** The learner's answer so far (indexes of chosen options; for matching, a match per option). */
  answer: number[];
  onAnswer: (answer: number[]) => void;
  /** Once submitted (qtype 0 feedback, or the answers review) the answer is only shown. */
  readOnly?: boolean;
}

/** True when the answer is whole: an option chosen, or every item of a matching question matched. */
export function isAnswered(question: QuizQuestion, answer: readonly number[] | undefined): boolean {
  if (!answer || answer.length === 0) return false;
  return question.atype === 6 ? answer.length === question.iopts.length && answer.every((n) => n >= 0) : true;
}

function OptionLabel({ option, index }: { option: QuizQuestion['iopts'][number]; index: number }) {
  const { t } = useTranslation('quizzes');
  if (!option.url) return <>{option.content}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, py: 0.5 }}>
      <Box
        component="img"
        src={option.url}
        alt={option.content ?? t('optionImage', { n: index + 1 })}
        sx={{ maxWidth: 160, maxHeight: 120, objectFit: 'contain' }}
      />
      {option.content}
    </Box>
  );
}

/**
 * One question: its stem (sanitised HTML), picture, and options to choose, tick or match. Its pictures
 * are at the addresses the server signed for the learner on the content origin (ADR 0095).
 */
export function QuestionView({ question, answer, onAnswer, readOnly = false }: QuestionViewProps) {
  const { t } = useTranslation('quizzes');
  const stemId = useId();
  const multiple = question.atype === 3 || question.atype === 5;

  let control: React.ReactNode;
  if (question.atype === 6) {
    const matches = question.matches ?? [];
    control = (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {question.iopts.map((option, index) => (
          <TextField
            key={option.content}
            select
            size="small"
            label={t('chooseMatch', { item: option.content })}
            value={(answer[index] ?? -1) >= 0 ? String(answer[index]) : ''}
            disabled={readOnly}
            onChange={(event) => {
              const next = question.iopts.map((_, i) => answer[i] ?? -1);
              next[index] = Number(event.target.value);
              onAnswer(next);
            }}
          >
            {matches.map((match, matchIndex) => (
              <MenuItem key={match} value={String(matchIndex)}>
                {match}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    );
  } else if (multiple) {
    control = (
      <FormGroup>
        {question.iopts.map((option, index) => (
          <FormControlLabel
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id and never move
            key={index}
            control={
              <Checkbox
                checked={answer.includes(index)}
                disabled={readOnly}
                onChange={(event) =>
                  onAnswer(
                    event.target.checked
                      ? [...answer, index].sort((a, b) => a - b)
                      : answer.filter((n) => n !== index),
                  )
                }
              />
            }
            label={<OptionLabel option={option} index={index} />}
          />
        ))}
      </FormGroup>
    );
  } else {
    control = (
      <RadioGroup
        aria-labelledby={stemId}
        value={answer[0] === undefined ? '' : String(answer[0])}
        onChange={(_event, value) => onAnswer([Number(value)])}
      >
        {question.iopts.map((option, index) => (
          <FormControlLabel
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id and never move
            key={index}
            value={String(index)}
            disabled={readOnly}
            control={<Radio />}
            label={<OptionLabel option={option} index={index} />}
          />
        ))}
      </RadioGroup>
    );
  }

  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={stemId} sx={{ color: 'text.primary', mb: 1 }}>
        <SafeHtml html={question.istem} sx={{ '& p': { my: 0.5 } }} />
      </FormLabel>
      {question.imageurl && (
        <Box component="img" src={question.imageurl} alt="" sx={{ maxWidth: '100%', mb: 1 }} />
      )}
      {control}
    </FormControl>
  );
}

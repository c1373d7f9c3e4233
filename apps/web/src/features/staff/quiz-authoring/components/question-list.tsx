import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredQuestion } from '../api/quiz-authoring.ts';
import { BankPicker } from './bank-picker.tsx';
import { blankQuestion, QuestionEditor } from './question-editor.tsx';

interface QuestionListProps {
  questions: AuthoredQuestion[];
  onChange: (questions: AuthoredQuestion[]) => void;
  withMarks: boolean;
  disabled?: boolean;
}

/** The questions of a quiz or assessment being written: each editable, new ones blank or from a bank. */
export function QuestionList({ questions, onChange, withMarks, disabled }: QuestionListProps) {
  const { t } = useTranslation('staff');
  // The first question added last, which takes the focus; none on the first render.
  const [added, setAdded] = useState<number | null>(null);
  const add = (more: AuthoredQuestion[]) => {
    setAdded(questions.length);
    onChange([...questions, ...more]);
  };
  return (
    <Stack component="section" spacing={2}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('quizAuthoring.questionsHeading', { count: questions.length })}
      </Typography>
      {questions.map((question, index) => (
        <QuestionEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place and keep their place
          key={index}
          number={index + 1}
          question={question}
          withMarks={withMarks}
          disabled={disabled}
          autoFocus={index === added}
          onChange={(next) => onChange(questions.map((each, at) => (at === index ? next : each)))}
          onRemove={() => {
            setAdded(null);
            onChange(questions.filter((_, at) => at !== index));
          }}
        />
      ))}
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" disabled={disabled} onClick={() => add([blankQuestion()])}>
          {t('quizAuthoring.question.add')}
        </Button>
        <BankPicker
          disabled={disabled}
          // A copy without the bank's identity: an assessment names its own questions.
          onAdd={(copies) => add(copies.map(({ iid: _iid, ...question }) => question))}
        />
      </Stack>
    </Stack>
  );
}

import {
  answerUploadKinds,
  answerUploadMaxBytes,
  answerUploadTypes,
  descriptiveMaxLength,
  descriptiveRows,
} from '@aula/contract/assessment-limits';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadRefusal } from '../../../lib/upload-file.ts';
import type { Answer, QuizQuestion } from '../api/get-assessment-quiz.ts';

export interface QuestionInputProps {
  question: QuizQuestion;
  answer: Answer | undefined;
  onChange(answer: Answer): void;
  /** Sends a file answer and answers its stored and original names. */
  onUpload(file: File): Promise<{ fname: string; orgname: string }>;
  disabled: boolean;
  /** The label of the whole input, for assistive technology ('Question 3'). */
  label: string;
}

/** An option, its picture at the address the server signed for the learner (ADR 0095). */
function OptionLabel({ option }: { option: QuizQuestion['iopts'][number] }) {
  if (!option.url) return <>{option.content}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
      <Box
        component="img"
        src={option.url}
        alt={option.content ?? ''}
        sx={{
          width: 96,
          height: 96,
          objectFit: 'contain',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      {option.content && <span>{option.content}</span>}
    </Stack>
  );
}

/** Single choice (types 1, 2, 4) and multiple choice (3, 5), with text or pictures. */
function ChoiceInput({ question, answer, onChange, disabled, label }: Omit<QuestionInputProps, 'onUpload'>) {
  const selected = answer?.selected ?? [];
  if ([1, 2, 4].includes(question.atype)) {
    return (
      <RadioGroup
        aria-label={label}
        value={selected[0] ?? ''}
        onChange={(event) => onChange({ iid: question.iid, selected: [Number(event.target.value)] })}
      >
        {question.iopts.map((option, index) => (
          <FormControlLabel
            // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and answered by their index
            key={index}
            value={index}
            disabled={disabled}
            control={<Radio />}
            label={<OptionLabel option={option} />}
          />
        ))}
      </RadioGroup>
    );
  }
  const toggle = (index: number, on: boolean) => {
    const next = on ? [...selected, index] : selected.filter((each) => each !== index);
    onChange({ iid: question.iid, selected: next.sort((a, b) => a - b) });
  };
  return (
    <FormGroup aria-label={label} role="group">
      {question.iopts.map((option, index) => (
        <FormControlLabel
          // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and answered by their index
          key={index}
          disabled={disabled}
          control={
            <Checkbox
              checked={selected.includes(index)}
              onChange={(event) => toggle(index, event.target.checked)}
            />
          }
          label={<OptionLabel option={option} />}
        />
      ))}
    </FormGroup>
  );
}

/** Matching (type 6): each option is matched with one entry of the right-hand column. */
function MatchInput({
  question,
  answer,
  onChange,
  disabled,
}: Omit<QuestionInputProps, 'onUpload' | 'label'>) {
  const { t } = useTranslation('assessments');
  const matched = answer?.matched ?? question.iopts.map(() => null);
  const choose = (row: number, value: string) => {
    const next = question.iopts.map((_, index) => matched[index] ?? null);
    next[row] = value === '' ? null : Number(value);
    onChange({ iid: question.iid, matched: next });
  };
  return (
    <Stack spacing={2}>
      {question.iopts.map((option, row) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and answered by their index
          key={row}
          select
          disabled={disabled}
          label={option.content ?? ''}
          value={matched[row] ?? ''}
          onChange={(event) => choose(row, event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('quiz.chooseMatch')}</option>
          {question.matches.map((match, index) => (
            <option key={match} value={index}>
              {match}
            </option>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

const accept = answerUploadKinds.map((kind) => `.${kind}`).join(',');

/** File upload (type 8): pdf, jpg, jpeg or png of at most 500 KB, checked again by the server from its bytes. */
function FileInput({ question, answer, onChange, onUpload, disabled }: Omit<QuestionInputProps, 'label'>) {
  const { t } = useTranslation('assessments');
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
    const kind = answerUploadKinds.find((allowed) => allowed === extension);
    if (!kind || answerUploadTypes[kind] !== file.type || file.size > answerUploadMaxBytes) {
      setProblem(t('messages.uploadRefused'));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      onChange({ iid: question.iid, ...(await onUpload(file)) });
    } catch (error) {
      setProblem(uploadRefusal(error, t('quiz.uploadFailed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('quiz.uploadNote')}</Typography>
      <input
        id={inputId}
        type="file"
        accept={accept}
        hidden
        disabled={disabled || sending}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" disabled={disabled || sending}>
        {sending ? t('quiz.uploading') : t('quiz.chooseFile')}
      </Button>
      {answer?.orgname && <Typography>{t('quiz.uploaded', { name: answer.orgname })}</Typography>}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}

/** The answer field of a question, by its answer type (spec 2 §3: 1 to 8). */
export function QuestionInput(props: QuestionInputProps) {
  const { t } = useTranslation('assessments');
  const { question, answer, onChange, disabled, label } = props;
  if (question.atype === 6) return <MatchInput {...props} />;
  if (question.atype === 8) return <FileInput {...props} />;
  if (question.atype === 7) {
    return (
      <TextField
        label={t('quiz.yourAnswer')}
        multiline
        minRows={3}
        maxRows={descriptiveRows}
        fullWidth
        disabled={disabled}
        value={answer?.text ?? ''}
        onChange={(event) => onChange({ iid: question.iid, text: event.target.value })}
        slotProps={{ htmlInput: { maxLength: descriptiveMaxLength, 'aria-describedby': undefined } }}
      />
    );
  }
  return (
    <ChoiceInput question={question} answer={answer} onChange={onChange} disabled={disabled} label={label} />
  );
}

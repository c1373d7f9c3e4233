import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuthoredQuestion } from '../api/quiz-authoring.ts';

type Option = AuthoredQuestion['iopts'][number];

export const answerTypes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** An answer type's name, for any number the server sent. */
export const answerTypeKey = (atype: number) =>
  `quizAuthoring.answerTypes.${atype as (typeof answerTypes)[number]}` as const;

/** A new question of `atype` with the options that type starts with. */
export function blankQuestion(atype = 1): AuthoredQuestion {
  const open = atype === 7 || atype === 8;
  const option = (index: number): Option =>
    atype === 6 ? { content: '', match: '' } : { content: '', correct: index === 0 };
  return { atype, istem: '', qscore: 1, iopts: open ? [] : [option(0), option(1)] };
}

interface QuestionEditorProps {
  /** 1-based, for the heading and the fields' names. */
  number: number;
  question: AuthoredQuestion;
  onChange: (question: AuthoredQuestion) => void;
  onRemove?: () => void;
  /** Quizzes and banks give a question marks; an assessment's questions weigh the same. */
  withMarks: boolean;
  disabled?: boolean;
  /** A question just added takes the focus (its answer type), so a keyboard user goes on from there. */
  autoFocus?: boolean;
}

/**
 * One question of any answer type, as Moodle's question editor has it: the type, the stem (HTML the
 * server sanitises), marks, and the options with the right ones ticked (single choice: one), or the
 * pairs of a matching question; descriptive and file questions have none.
 */
export function QuestionEditor({
  number,
  question,
  onChange,
  onRemove,
  withMarks,
  disabled,
  autoFocus,
}: QuestionEditorProps) {
  const { t } = useTranslation('staff');
  const { atype } = question;
  const single = atype === 1 || atype === 2 || atype === 4;
  const pictures = atype === 4 || atype === 5;
  const open = atype === 7 || atype === 8;
  const set = (patch: Partial<AuthoredQuestion>) => onChange({ ...question, ...patch });
  const setOption = (index: number, patch: Partial<Option>) =>
    set({
      iopts: question.iopts.map((option, at) => {
        if (at === index) return { ...option, ...patch };
        // A single choice has one right option: ticking one unticks the others.
        return single && patch.correct ? { ...option, correct: false } : option;
      }),
    });
  const changeType = (next: number) => {
    const fresh = blankQuestion(next);
    const keepOptions = !open && next !== 6 && atype !== 6 && next !== 7 && next !== 8;
    set({ atype: next, iopts: keepOptions ? question.iopts : fresh.iopts });
  };
  type OptionLabel = 'option' | 'optionPicture' | 'optionCaption' | 'match' | 'right' | 'removeOption';
  const label = (key: OptionLabel, index: number) => t(`quizAuthoring.question.${key}`, { n: index + 1 });

  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', px: 0.5 }}>
        {t('quizAuthoring.question.heading', { n: number })}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('quizAuthoring.question.type')}
          autoFocus={autoFocus}
          value={String(atype)}
          disabled={disabled}
          onChange={(event) => changeType(Number(event.target.value))}
        >
          {answerTypes.map((type) => (
            <MenuItem key={type} value={String(type)}>
              {t(`quizAuthoring.answerTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('quizAuthoring.question.stem')}
          helperText={t('quizAuthoring.question.stemHelp')}
          value={question.istem}
          disabled={disabled}
          multiline
          minRows={2}
          required
          onChange={(event) => set({ istem: event.target.value })}
        />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {withMarks && (
            <TextField
              type="number"
              label={t('quizAuthoring.question.marks')}
              value={String(question.qscore)}
              disabled={disabled}
              slotProps={{ htmlInput: { min: 0, max: 1000, step: 0.5 } }}
              onChange={(event) => set({ qscore: Number(event.target.value) })}
              sx={{ width: 140 }}
            />
          )}
          <TextField
            label={t('quizAuthoring.question.picture')}
            helperText={t('quizAuthoring.question.pictureHelp')}
            value={question.imageurl ?? ''}
            disabled={disabled}
            onChange={(event) => set({ imageurl: event.target.value.trim() || undefined })}
            sx={{ flex: '1 1 200px', minWidth: 0 }}
          />
        </Stack>
        {!open &&
          question.iopts.map((option, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; they are edited in place
              key={index}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              {pictures ? (
                <TextField
                  size="small"
                  label={label('optionPicture', index)}
                  value={option.url ?? ''}
                  disabled={disabled}
                  onChange={(event) => setOption(index, { url: event.target.value.trim() })}
                  sx={{ flex: '1 1 180px', minWidth: 0 }}
                />
              ) : null}
              <TextField
                size="small"
                label={pictures ? label('optionCaption', index) : label('option', index)}
                value={option.content ?? ''}
                disabled={disabled}
                onChange={(event) => setOption(index, { content: event.target.value })}
                sx={{ flex: '1 1 180px', minWidth: 0 }}
              />
              {atype === 6 ? (
                <TextField
                  size="small"
                  label={label('match', index)}
                  value={option.match ?? ''}
                  disabled={disabled}
                  onChange={(event) => setOption(index, { match: event.target.value })}
                  sx={{ flex: '1 1 180px', minWidth: 0 }}
                />
              ) : (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={option.correct ?? false}
                      disabled={disabled}
                      onChange={(event) => setOption(index, { correct: event.target.checked })}
                    />
                  }
                  label={label('right', index)}
                />
              )}
              <Button
                size="small"
                disabled={disabled || question.iopts.length <= 2}
                onClick={() => set({ iopts: question.iopts.filter((_, at) => at !== index) })}
              >
                {label('removeOption', index)}
              </Button>
            </Box>
          ))}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {!open && (
            <Button
              disabled={disabled || question.iopts.length >= 20}
              onClick={() =>
                set({
                  iopts: [
                    ...question.iopts,
                    atype === 6 ? { content: '', match: '' } : { content: '', correct: false },
                  ],
                })
              }
            >
              {t('quizAuthoring.question.addOption')}
            </Button>
          )}
          {onRemove && (
            <Button color="error" disabled={disabled} onClick={onRemove}>
              {t('quizAuthoring.question.remove', { n: number })}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

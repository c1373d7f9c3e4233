import { iaConcernAnswerMax } from '@aula/contract/staff-ia-marks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type IaConcernRow, useAnswerIaConcern } from '../api/ia-marks-api.ts';

/** The answer to one open concern (plain text, required); sending it closes the concern. */
export function ConcernAnswerForm({ bcid, concern }: { bcid: string; concern: IaConcernRow }) {
  const { t } = useTranslation('staff');
  const answer = useAnswerIaConcern(bcid);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') return setMissing(true);
    answer.mutate({ iaid: concern.iaid, eid: concern.eid, answer: text.trim() });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
      {answer.isError && <CallFailure error={answer.error} onRetry={() => submit()} />}
      <TextField
        label={t('staffIaMarks.concerns.answerOf', { learner: concern.name, component: concern.component })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
        multiline
        minRows={2}
        required
        fullWidth
        error={missing}
        helperText={
          missing ? t('staffIaMarks.concerns.answerMissing') : t('staffIaMarks.concerns.answerHelp')
        }
        slotProps={{ htmlInput: { maxLength: iaConcernAnswerMax } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={answer.isPending}>
        {answer.isPending ? t('staffIaMarks.concerns.sending') : t('staffIaMarks.concerns.send')}
      </Button>
    </Box>
  );
}

import type { MiniAnswer } from '@aula/contract/mini-assignments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { AssignmentData } from '../api/get-assignment-data.ts';
import { useUpdateMiniAssignment } from '../api/update-mini-assignment.ts';
import { FileAnswer } from './file-answer.tsx';

export interface MiniAssignmentFormProps {
  bcid: string;
  data: AssignmentData;
  onSubmitted: () => void;
  onCancel?: () => void;
}

function answered(question: AssignmentData['qitems'][number], answer: MiniAnswer | undefined): boolean {
  return question.atype === 8 ? Boolean(answer?.fname) : Boolean(answer?.text?.trim());
}

/** The questions to answer, Submit once all are answered, and the confirm dialog the spec asks for. */
export function MiniAssignmentForm({ bcid, data, onSubmitted, onCancel }: MiniAssignmentFormProps) {
  const { t } = useTranslation('quizzes');
  const confirmTitleId = useId();
  const [answers, setAnswers] = useState<MiniAnswer[]>(() =>
    (data.response ?? []).map(({ text, fname, orgname }) => ({ text, fname, orgname })),
  );
  const [confirming, setConfirming] = useState(false);
  const [offline, setOffline] = useState(false);
  const update = useUpdateMiniAssignment(bcid, data.quizid);
  const complete = data.qitems.every((question, index) => answered(question, answers[index]));
  const setAnswer = (index: number, answer: MiniAnswer) =>
    setAnswers((all) => Object.assign([...all], { [index]: answer }));

  const submit = () => {
    setConfirming(false);
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    update.mutate(answers, { onSuccess: onSubmitted });
  };
  const failure =
    update.error instanceof ApiError && update.error.status < 500 ? update.error.message : t('sendFailed');

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {data.qitems.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id and never move
        <Box key={index} sx={{ display: 'grid', gap: 1 }}>
          <SafeHtml html={question.istem} sx={{ '& p': { my: 0.5 } }} />
          {question.atype === 7 ? (
            <TextField
              label={t('mini.answerLabel', { n: index + 1 })}
              multiline
              minRows={3}
              maxRows={6}
              value={answers[index]?.text ?? ''}
              onChange={(event) => setAnswer(index, { text: event.target.value })}
            />
          ) : (
            <FileAnswer
              bcid={bcid}
              quizid={data.quizid}
              n={index + 1}
              answer={answers[index]}
              onAnswer={(answer) => setAnswer(index, answer)}
            />
          )}
        </Box>
      ))}
      {offline && <Alert severity="warning">{t('offline')}</Alert>}
      {update.isError && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!complete || update.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('mini.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('mini.cancel')}</Button>}
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={confirmTitleId}>
        <DialogTitle id={confirmTitleId}>{t('mini.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('mini.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('mini.cancel')}</Button>
          <Button variant="contained" onClick={submit} autoFocus>
            {t('mini.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { AssessmentSummary } from '../api/get-assessments.ts';

export interface InstructionDialogProps {
  assessment: AssessmentSummary | null;
  /** The quiz view's address. */
  start: string;
  onClose(): void;
}

/**
 * Start's modal: the instructions with Start Quiz and Close, or, for a submitted attempt, 'Assessment
 * already submitted' ('Assignment already submitted').
 */
export function InstructionDialog({ assessment, start, onClose }: InstructionDialogProps) {
  const { t } = useTranslation('assessments');
  const submitted = assessment?.status === 1;
  const kind = assessment?.quiztype === 'assign' ? 'assignmentSubmitted' : 'assessmentSubmitted';
  return (
    <Dialog
      open={assessment !== null}
      onClose={onClose}
      aria-labelledby="instruction-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="instruction-title">
        {submitted ? assessment?.title : t('instruction.title')}
      </DialogTitle>
      <DialogContent>
        {submitted ? (
          <Typography>{t(`messages.${kind}`)}</Typography>
        ) : (
          <SafeHtml html={assessment?.instructions ?? ''} sx={{ overflowWrap: 'anywhere' }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('instruction.close')}</Button>
        {!submitted && (
          <Button variant="contained" component={RouterLink} to={start}>
            {t('instruction.startQuiz')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { type FeedbackTarget, feedbackKeys, useFeedbackForm } from '../api/get-feedback.ts';
import { useUpdateFeedback } from '../api/update-feedback.ts';
import { FeedbackQuestions } from './feedback-questions.tsx';

type Outcome = 'disabled' | 'alreadySubmitted' | 'submitted';

/** What a refused submission means for the learner: the spec's two messages, else a generic failure. */
function refusal(error: unknown): Outcome | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return 'alreadySubmitted';
  // A 403 naming no field is the admin's switch; one naming obid is a batch that is not the learner's.
  if (error.code === 'FORBIDDEN' && Object.keys(error.fields).length === 0) return 'disabled';
  return null;
}

function Message({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { t } = useTranslation('program-feedback');
  return (
    <>
      <DialogContent dividers>
        <Alert severity={outcome === 'submitted' ? 'success' : 'info'} role="status">
          {t(outcome)}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The dialog's content: loading, the admin's switch, an earlier submission, or the questions. */
export function FeedbackDialogBody({ target, onClose }: { target: FeedbackTarget; onClose: () => void }) {
  const { t } = useTranslation('program-feedback');
  const client = useQueryClient();
  const form = useFeedbackForm(target, true);
  const update = useUpdateFeedback();

  if (update.isSuccess) return <Message outcome="submitted" onClose={onClose} />;
  const refused = update.isError ? refusal(update.error) : null;
  if (refused) return <Message outcome={refused} onClose={onClose} />;

  return (
    <QueryState
      query={form}
      errorTitle={t('loadFailed')}
      loadingHeight={160}
      frameError={(errorState) => <DialogContent dividers>{errorState}</DialogContent>}
      loading={
        <DialogContent dividers>
          <PageLoading minHeight={160} />
        </DialogContent>
      }
    >
      {(data) =>
        'code' in data ? (
          <Message outcome={data.code === 0 ? 'disabled' : 'alreadySubmitted'} onClose={onClose} />
        ) : (
          <FeedbackQuestions
            questions={data.questions}
            onCancel={onClose}
            submitting={update.isPending}
            failure={update.isError ? t('submitFailed') : null}
            onSubmit={(answers) =>
              update.mutate(
                { bpid: target.bpid, answers },
                // The server may have switched the form since it was read: read it again on any refusal.
                { onError: () => void client.invalidateQueries({ queryKey: feedbackKeys.all }) },
              )
            }
          />
        )
      }
    </QueryState>
  );
}

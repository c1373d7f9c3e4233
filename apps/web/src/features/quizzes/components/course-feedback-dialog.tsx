import type { FeedbackKind } from '@aula/contract/course-feedback';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useCourseFeedback } from '../api/get-course-feedback.ts';
import { quizKeys } from '../api/get-quiz.ts';
import { useUpdateCourseFeedback } from '../api/update-course-feedback.ts';

// The form downloads when a dialog opens, not with the course page: its rating scale comes from the
// contract, with the zod schemas, whose evaluation is a long task of its own on a slow phone.
const CourseFeedbackQuestions = lazyComponent(() =>
  import('./course-feedback-questions.tsx').then((m) => m.CourseFeedbackQuestions),
);

type Outcome = 'disabled' | 'alreadySubmitted' | 'submitted';

function refusal(error: unknown): Outcome | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return 'alreadySubmitted';
  if (error.code === 'FORBIDDEN' && Object.keys(error.fields).length === 0) return 'disabled';
  return null;
}

function Message({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { t } = useTranslation('quizzes');
  return (
    <>
      <DialogContent dividers>
        <Alert severity={outcome === 'submitted' ? 'success' : 'info'} role="status">
          {t(`feedback.${outcome}`)}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('feedback.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function Body({ bcid, crir, onClose }: { bcid: string; crir: FeedbackKind; onClose: () => void }) {
  const { t } = useTranslation('quizzes');
  const client = useQueryClient();
  const form = useCourseFeedback(bcid, crir);
  const update = useUpdateCourseFeedback(bcid, crir);
  if (update.isSuccess) return <Message outcome="submitted" onClose={onClose} />;
  const refused = update.isError ? refusal(update.error) : null;
  if (refused) return <Message outcome={refused} onClose={onClose} />;
  const loading = (
    <DialogContent dividers>
      <PageLoading minHeight={160} />
    </DialogContent>
  );
  return (
    <QueryState
      query={form}
      errorTitle={t('feedback.loadFailed')}
      frameError={(errorState) => <DialogContent dividers>{errorState}</DialogContent>}
      loading={loading}
    >
      {(data) =>
        'code' in data ? (
          <Message outcome={data.code === 0 ? 'disabled' : 'alreadySubmitted'} onClose={onClose} />
        ) : (
          <Suspense fallback={loading}>
            <CourseFeedbackQuestions
              form={data}
              onCancel={onClose}
              submitting={update.isPending}
              failure={update.isError ? t('feedback.submitFailed') : null}
              onSubmit={(answers) =>
                // The admin may have switched the form since it was read: read it again on any refusal.
                update.mutate(answers, {
                  onError: () => void client.invalidateQueries({ queryKey: [...quizKeys.all, 'feedback'] }),
                })
              }
            />
          </Suspense>
        )
      }
    </QueryState>
  );
}

/** The course (cr) or instructor (ir) feedback of a course: a button opening its form in a dialog. */
export function CourseFeedbackButton({ bcid, crir }: { bcid: string; crir: FeedbackKind }) {
  const { t } = useTranslation('quizzes');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const title = t(crir === 'cr' ? 'feedback.course' : 'feedback.instructor');
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-haspopup="dialog"
        onClick={() => {
          // The form's code downloads while the form is asked for.
          CourseFeedbackQuestions.prefetch();
          setOpen(true);
        }}
      >
        {title}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {open && <Body bcid={bcid} crir={crir} onClose={close} />}
      </Dialog>
    </>
  );
}

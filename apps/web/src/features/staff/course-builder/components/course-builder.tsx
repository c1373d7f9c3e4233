import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { type CourseDraftAnswer, useCourseDraft } from '../api/course-draft.ts';
import { useDraftEditor } from '../hooks/use-draft-editor.ts';
import { AttachmentsEditor } from './attachments-editor.tsx';
import { CourseFieldsForm } from './course-fields-form.tsx';
import { fieldErrorsOf } from './field-errors.ts';
import { PublishPanel } from './publish-panel.tsx';
import { UnitsEditor } from './units-editor.tsx';

function Builder({ pid, tid, answer }: { pid: string; tid: string; answer: CourseDraftAnswer }) {
  const { t } = useTranslation('course-builder');
  const errorText = useStaffErrorText();
  const editor = useDraftEditor(pid, tid, answer);
  const { draft } = editor;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PublishPanel
        pid={pid}
        tid={tid}
        version={answer.version}
        changes={answer.changes}
        saving={editor.saving}
      />
      {editor.error !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button color="inherit" size="small" onClick={editor.retry}>
                {t('retry')}
              </Button>
              <Button color="inherit" size="small" onClick={editor.dismiss}>
                {t('dismiss')}
              </Button>
            </Box>
          }
        >
          {errorText(editor.error)}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="course-heading"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Typography id="course-heading" component="h2" variant="h5">
          {t('course.heading')}
        </Typography>
        <CourseFieldsForm
          key={answer.version}
          initial={draft}
          serverErrors={fieldErrorsOf(editor.error)}
          saving={editor.saving}
          submitLabel={t('course.save')}
          onSubmit={(fields) =>
            editor.apply((old) => ({ ...old, ...fields, ...(fields.timage ? {} : { timage: undefined }) }))
          }
        />
      </Paper>
      <UnitsEditor editor={editor} quizzes={answer.quizzes} />
      <AttachmentsEditor editor={editor} which="references" />
      <AttachmentsEditor editor={editor} which="videos" />
    </Box>
  );
}

/** The outline of one course: its draft edited in place, published when the admin says (ADR 0089). */
export function CourseBuilder({ pid, tid }: { pid: string; tid: string }) {
  const { t } = useTranslation('course-builder');
  const query = useCourseDraft(pid, tid);
  return (
    <QueryState query={query} errorTitle={t('loadDraftFailed')}>
      {(answer) => <Builder pid={pid} tid={tid} answer={answer} />}
    </QueryState>
  );
}

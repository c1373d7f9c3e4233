import type { DraftChanges } from '@aula/contract/staff-course-builder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { usePublishCourse } from '../api/publish-course.ts';

const counts = [
  'unitsAdded',
  'unitsChanged',
  'unitsRemoved',
  'objectsAdded',
  'objectsChanged',
  'objectsMoved',
  'objectsRemoved',
] as const;

/** What learners would get that they do not have yet, and the button that gives it to them. */
export function PublishPanel({
  pid,
  tid,
  version,
  changes,
  saving,
}: {
  pid: string;
  tid: string;
  version: number;
  changes: DraftChanges;
  saving: boolean;
}) {
  const { t } = useTranslation('course-builder');
  const errorText = useStaffErrorText();
  const publish = usePublishCourse(pid, tid);
  const lines = [
    ...(changes.firstPublish ? [t('changes.firstPublish')] : []),
    ...(changes.courseFields && !changes.firstPublish ? [t('changes.courseFields')] : []),
    ...counts.filter((key) => changes[key] > 0).map((key) => t(`changes.${key}`, { count: changes[key] })),
    ...(changes.attachmentsChanged ? [t('changes.attachments')] : []),
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="publish-heading"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="publish-heading" component="h2" variant="h6">
        {t('changes.title')}
      </Typography>
      {lines.length === 0 ? (
        <Typography>{t('changes.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="draft-changes">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
      {publish.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => publish.mutate(version)}>
              {t('retry')}
            </Button>
          }
        >
          {errorText(publish.error)}
        </Alert>
      )}
      {publish.isSuccess && lines.length === 0 && <Alert severity="success">{t('changes.published')}</Alert>}
      <Box>
        <Button
          variant="contained"
          color="primary"
          onClick={() => publish.mutate(version)}
          disabled={lines.length === 0 || saving}
          loading={publish.isPending}
        >
          {t('publish')}
        </Button>
      </Box>
    </Paper>
  );
}

import type { CourseFile } from '@aula/contract/staff-course-files';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import type { ScormPreviewProps } from '../../../../components/scorm-preview.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { ConfirmDialog } from '../../announcements/components/confirm-dialog.tsx';
import { useStaffTime } from '../../format-time.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { useDeleteCourseFile } from '../api/delete-course-file.ts';
import { useCourseFiles } from '../api/get-course-files.ts';
import { CaptionsUpload } from './captions-upload.tsx';
import { CourseFilePreview } from './course-file-preview.tsx';
import { PackageReportView } from './package-report-view.tsx';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The organisation's uploaded course files, newest first: each with its address, report, preview and deletion. */
export function CourseFilesList({
  scormPreview,
}: {
  /** The SCORM player's preview of a package (ADR 0096), from the app layer. */
  scormPreview: ComponentType<ScormPreviewProps>;
}) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const files = useCourseFiles();
  const [previewing, setPreviewing] = useState<CourseFile | null>(null);
  const remove = useDeleteCourseFile();
  const [deleting, setDeleting] = useState<CourseFile | null>(null);
  const [deleted, setDeleted] = useState('');
  // The deleted file's button is gone with it: the focus goes to what the deletion says.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) notice.current?.focus();
  }, [deleted]);
  const usedBy = remove.error instanceof ApiError ? remove.error.fields.courses : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleted('');
    remove.mutate(deleting.ourl, {
      onSuccess: () => setDeleted(t('courseFiles.delete.deleted', { name: deleting.name })),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      {deleted && (
        <Alert
          ref={notice}
          tabIndex={-1}
          severity="success"
          role="status"
          sx={{ mb: 2, overflowWrap: 'anywhere' }}
        >
          {deleted}
        </Alert>
      )}
      {remove.isError && (
        <CallFailure
          error={remove.error}
          onRetry={() => remove.reset()}
          detail={usedBy && t('courseFiles.delete.usedBy', { courses: usedBy })}
        />
      )}
      <QueryState
        query={files}
        errorTitle={t('courseFiles.list.failed')}
        isEmpty={(data) => data.files.length === 0}
        empty={t('courseFiles.list.empty')}
      >
        {(data) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.files.map((file) => (
              <Paper
                component="li"
                key={file.ourl}
                variant="outlined"
                sx={{ p: 2, overflowWrap: 'anywhere' }}
              >
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {file.name}
                </Typography>
                <Typography variant="body2">
                  {t('courseFiles.list.facts', {
                    type: t(`courseFiles.types.${file.otype}`),
                    size: sizeText(file.size),
                    by: file.uploadedBy,
                    at: time.format(file.uploadedAt),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('courseFiles.list.address', { ourl: file.ourl })}
                </Typography>
                {file.report && <PackageReportView report={file.report} />}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'flex-start' }}>
                  <Button size="small" variant="outlined" onClick={() => setPreviewing(file)}>
                    {t('courseFiles.list.preview', { name: file.name })}
                  </Button>
                  {file.otype === 'video' && (
                    <CaptionsUpload
                      ourl={file.ourl}
                      videoName={file.name}
                      hasCaptions={file.captions !== null}
                    />
                  )}
                  <Button size="small" color="error" variant="outlined" onClick={() => setDeleting(file)}>
                    {t('courseFiles.list.delete', { name: file.name })}
                  </Button>
                </Box>
              </Paper>
            ))}
          </Box>
        )}
      </QueryState>
      {deleting && (
        <ConfirmDialog
          title={t('courseFiles.delete.title')}
          text={t('courseFiles.delete.text', { name: deleting.name })}
          confirm={t('courseFiles.delete.confirm')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
      {previewing && (
        <CourseFilePreview
          file={previewing}
          onClose={() => setPreviewing(null)}
          scormPreview={scormPreview}
        />
      )}
    </>
  );
}

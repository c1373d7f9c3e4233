import type { CourseFile } from '@aula/contract/staff-course-files';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import type { ScormPreviewProps } from '../../../../components/scorm-preview.ts';
import { usePreviewCourseFile } from '../api/preview-course-file.ts';

export interface CourseFilePreviewProps {
  file: CourseFile;
  onClose(): void;
  /** Runs a package's SCO through the launcher with a runtime that stores nothing (ADR 0096). */
  scormPreview: ComponentType<ScormPreviewProps>;
}

/**
 * The admin's preview of an uploaded file or package (ADR 0090): a package's SCO through the launcher
 * with an API that records nothing (ADR 0096), a page in a frame on the content origin under an address
 * signed for the admin, a video with its captions, audio, or a PDF. No progress or SCORM data is
 * recorded, and the dialog says so first.
 */
export function CourseFilePreview({ file, onClose, scormPreview: ScormPreview }: CourseFilePreviewProps) {
  const { t } = useTranslation('staff');
  const [sco, setSco] = useState<string | undefined>(undefined);
  const preview = usePreviewCourseFile(file.ourl, sco);
  const title = t('courseFiles.preview.title', { name: file.name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="course-file-preview-title">
      <DialogTitle id="course-file-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('courseFiles.preview.nothingRecorded')}
        </Alert>
        <QueryState query={preview} errorTitle={t('courseFiles.preview.failed')}>
          {(shown) => (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {shown.scos.length > 1 && (
                <TextField
                  select
                  size="small"
                  label={t('courseFiles.preview.sco')}
                  value={sco ?? shown.scos[0]?.id ?? ''}
                  onChange={(event) => setSco(event.target.value)}
                  sx={{ maxWidth: 360 }}
                >
                  {shown.scos.map((each) => (
                    <MenuItem key={each.id} value={each.id}>
                      {each.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {shown.scorm ? (
                <ScormPreview
                  key={shown.url}
                  version={shown.scorm.version}
                  launchUrl={shown.url}
                  cmi={shown.scorm.cmi}
                  title={title}
                />
              ) : shown.otype === 'video' ? (
                <Box
                  component="video"
                  controls
                  preload="metadata"
                  // The captions are the content origin's (ADR 0095): a <track> of another origin loads
                  // only for a video loaded with crossorigin.
                  crossOrigin="anonymous"
                  src={shown.url}
                  aria-label={file.name}
                  sx={{ width: '100%', maxHeight: '60vh' }}
                >
                  {shown.captions && (
                    <track
                      kind="captions"
                      src={shown.captions}
                      srcLang="en"
                      label={t('courseFiles.preview.captions')}
                      default
                    />
                  )}
                </Box>
              ) : shown.otype === 'audio' || shown.otype === 'podcast' ? (
                <Box
                  component="audio"
                  controls
                  src={shown.url}
                  aria-label={file.name}
                  sx={{ width: '100%' }}
                />
              ) : (
                <Box
                  component="iframe"
                  src={shown.url}
                  title={title}
                  sx={{ width: '100%', height: '65vh', border: 1, borderColor: 'divider' }}
                />
              )}
            </Box>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('courseFiles.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { type CourseFileType, courseFileTypes } from '@aula/contract/staff-course-files';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScormPreviewProps } from '../../../../components/scorm-preview.ts';
import { CourseFilesList } from './course-files-list.tsx';
import { ObjectFileUpload } from './object-file-upload.tsx';

/**
 * /staff/media (ADR 0090), laid out as Moodle's and Canvas's course files: upload first (choose what the
 * file is for, then the file), then the organisation's files and packages with their reports.
 */
export function StaffCourseFiles({
  scormPreview,
}: {
  /** The SCORM player's preview of a package (ADR 0096), from the app layer. */
  scormPreview: ComponentType<ScormPreviewProps>;
}) {
  const { t } = useTranslation('staff');
  const [otype, setOtype] = useState<CourseFileType>('pdf');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('courseFiles.intro')}</Typography>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('courseFiles.upload.heading')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('courseFiles.upload.type')}
        value={otype}
        onChange={(event) => setOtype(event.target.value as CourseFileType)}
        sx={{ minWidth: 240, mb: 1 }}
      >
        {courseFileTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`courseFiles.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <ObjectFileUpload
        key={otype}
        otype={otype}
        label={t('courseFiles.upload.choose', { type: t(`courseFiles.types.${otype}`) })}
        onUploaded={() => undefined}
      />
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('courseFiles.list.heading')}
      </Typography>
      <CourseFilesList scormPreview={scormPreview} />
    </>
  );
}

import type { mediaObjectTypes } from '@aula/contract/content-bundle-courses';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ObjectFileUpload } from '../../course-files/components/object-file-upload.tsx';

export interface ObjectFileFieldProps {
  otype: (typeof mediaObjectTypes)[number];
  /** The object's file: a path in the organisation's media (`ourl`). */
  value: string;
  onChange: (ourl: string) => void;
  error?: string | undefined;
}

/**
 * The file of a media object: uploaded here (checked, a package validated with its report, ADR 0090),
 * or the address of a file already in the organisation's media (`/staff/media` lists them); the server
 * checks that it exists (ADR 0089).
 */
export function ObjectFileField({ otype, value, onChange, error }: ObjectFileFieldProps) {
  const { t } = useTranslation('course-builder');
  const kind = t(`kinds.${otype}`);
  return (
    <Stack spacing={1}>
      <ObjectFileUpload
        otype={otype}
        label={t('object.upload', { kind })}
        onUploaded={({ ourl }) => onChange(ourl)}
      />
      <TextField
        label={t('object.file', { kind })}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        error={error !== undefined}
        helperText={error ?? t('object.fileHint')}
        required
        fullWidth
      />
    </Stack>
  );
}

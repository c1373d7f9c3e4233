import type { mediaObjectTypes } from '@aula/contract/content-bundle-courses';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface ObjectFileFieldProps {
  otype: (typeof mediaObjectTypes)[number];
  /** The object's file: a path in the organisation's media (`ourl`). */
  value: string;
  onChange: (ourl: string) => void;
  error?: string | undefined;
}

/**
 * The file of a media object. Until the upload (h-uploads' ObjectFileUpload) is merged in, the path of
 * a file already in the organisation's media, typed; the server checks that it exists (ADR 0089).
 */
export function ObjectFileField({ otype, value, onChange, error }: ObjectFileFieldProps) {
  const { t } = useTranslation('course-builder');
  return (
    <TextField
      label={t('object.file', { kind: t(`kinds.${otype}`) })}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={error !== undefined}
      helperText={error ?? t('object.fileHint')}
      required
      fullWidth
    />
  );
}

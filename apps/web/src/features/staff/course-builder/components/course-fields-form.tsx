import type { CourseFields } from '@aula/contract/staff-course-builder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../components/safe-html.tsx';

export interface CourseFieldsFormProps {
  initial?: CourseFields | undefined;
  /** The server's refusal by field name. */
  serverErrors: Record<string, string>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: CourseFields) => Promise<unknown>;
}

/** A course's own fields: title, weeks, description (HTML, sanitised on the server), image, navigation. */
export function CourseFieldsForm({
  initial,
  serverErrors,
  saving,
  submitLabel,
  onSubmit,
}: CourseFieldsFormProps) {
  const { t } = useTranslation('course-builder');
  const [ttitle, setTitle] = useState(initial?.ttitle ?? '');
  const [weeks, setWeeks] = useState(String(initial?.tduration ?? 4));
  const [tdescription, setDescription] = useState(initial?.tdescription ?? '');
  const [timage, setImage] = useState(initial?.timage ?? '');
  const [freenavigation, setFreeNavigation] = useState(initial?.freenavigation ?? false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const errorOf = (name: string) => problems[name] ?? serverErrors[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tduration = Number(weeks);
    const found: Record<string, string> = {};
    if (ttitle.trim() === '') found.ttitle = t('errors.required');
    if (!Number.isInteger(tduration) || tduration < 0 || tduration > 520) found.tduration = t('errors.weeks');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await onSubmit({
      ttitle: ttitle.trim(),
      tduration,
      tdescription,
      ...(timage.trim() === '' ? {} : { timage: timage.trim() }),
      freenavigation,
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          label={t('course.title')}
          value={ttitle}
          onChange={(event) => setTitle(event.target.value)}
          error={errorOf('ttitle') !== undefined}
          helperText={errorOf('ttitle')}
          required
          fullWidth
        />
        <TextField
          label={t('course.weeks')}
          value={weeks}
          onChange={(event) => setWeeks(event.target.value)}
          error={errorOf('tduration') !== undefined}
          helperText={errorOf('tduration')}
          inputMode="numeric"
          required
          fullWidth
        />
        <TextField
          label={t('course.description')}
          value={tdescription}
          onChange={(event) => setDescription(event.target.value)}
          error={errorOf('tdescription') !== undefined}
          helperText={errorOf('tdescription') ?? t('course.descriptionHint')}
          multiline
          minRows={4}
          fullWidth
        />
        {tdescription.trim() !== '' && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {t('course.preview')}
            </Typography>
            <SafeHtml html={tdescription} />
          </Box>
        )}
        <TextField
          label={t('course.image')}
          value={timage}
          onChange={(event) => setImage(event.target.value)}
          error={errorOf('timage') !== undefined}
          helperText={errorOf('timage') ?? t('course.imageHint')}
          fullWidth
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={freenavigation}
              onChange={(event) => setFreeNavigation(event.target.checked)}
            />
          }
          label={t('course.freeNavigation')}
        />
        <Box>
          <Button type="submit" variant="contained" loading={saving}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

import type { CatalogueBatch } from '@aula/contract/staff-catalogue';
import { saveBatch } from '@aula/contract/staff-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useSaveBatch } from '../api/save-batch.ts';
import { useCatalogueText } from './catalogue-text.ts';

const Fields = saveBatch.body;

/** A batch's title, first and last day, and whether the catalogue offers it: a new one, or `batch`. */
export function BatchForm({
  pid,
  batch,
  onDone,
}: {
  pid: string;
  batch?: CatalogueBatch;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const save = useSaveBatch();
  const errorText = useStaffErrorText();
  const fieldText = useCatalogueText();
  const form = useForm({
    resolver: zodResolver(Fields),
    defaultValues: {
      oid,
      pid,
      ...(batch ? { bpid: batch.bpid } : {}),
      title: batch?.title ?? '',
      psd: batch?.psd ?? '',
      ped: batch?.ped ?? '',
      current: batch?.current ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (await save.mutateAsync(values).catch(() => null)) onDone();
  });
  const prefix = batch ? `batch-${batch.bpid}` : 'batch-new';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          {...form.register('title')}
          id={`${prefix}-title`}
          label={t('catalogue.batches.title')}
          required
          error={errors.title !== undefined}
          helperText={fieldText(errors.title?.message)}
          sx={{ flex: '2 1 220px' }}
        />
        <TextField
          {...form.register('psd')}
          id={`${prefix}-psd`}
          type="date"
          label={t('catalogue.batches.psd')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          error={errors.psd !== undefined}
          helperText={fieldText(errors.psd?.message)}
          sx={{ flex: '1 1 160px' }}
        />
        <TextField
          {...form.register('ped')}
          id={`${prefix}-ped`}
          type="date"
          label={t('catalogue.batches.ped')}
          required
          slotProps={{ inputLabel: { shrink: true }, formHelperText: errors.ped ? { role: 'alert' } : {} }}
          error={errors.ped !== undefined}
          helperText={fieldText(errors.ped?.message)}
          sx={{ flex: '1 1 160px' }}
        />
      </Box>
      <Controller
        control={form.control}
        name="current"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('catalogue.batches.current')}
          />
        )}
      />
      {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('catalogue.batches.save')}
        </Button>
        <Button onClick={onDone}>{t('catalogue.batches.cancel')}</Button>
      </Box>
    </Box>
  );
}

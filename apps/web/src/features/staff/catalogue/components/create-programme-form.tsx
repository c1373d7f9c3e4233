import { programCategories } from '@aula/contract/programs';
import { createProgramme } from '@aula/contract/staff-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useCreateProgramme } from '../api/create-programme.ts';
import { useCatalogueText } from './catalogue-text.ts';

const Fields = createProgramme.body.omit({ oid: true });

/** A new programme: its id, name and category; it starts as a draft and opens in its editor. */
export function CreateProgrammeForm() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const navigate = useNavigate();
  const create = useCreateProgramme();
  const errorText = useStaffErrorText();
  const fieldText = useCatalogueText();
  const form = useForm({
    resolver: zodResolver(Fields),
    defaultValues: { pid: '', pname: '', category: 'certificate' as const },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const done = await create.mutateAsync({ oid, ...values }).catch(() => null);
    if (done) void navigate(paths.staffProgramme.getHref(done.pid));
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          {...form.register('pid')}
          label={t('catalogue.create.pid')}
          required
          error={errors.pid !== undefined}
          helperText={errors.pid ? fieldText(errors.pid.message) : t('catalogue.create.pidHelp')}
          sx={{ flex: '1 1 200px' }}
        />
        <TextField
          {...form.register('pname')}
          label={t('catalogue.create.pname')}
          required
          error={errors.pname !== undefined}
          helperText={fieldText(errors.pname?.message)}
          sx={{ flex: '2 1 260px' }}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <TextField {...field} select label={t('catalogue.fields.category')} sx={{ flex: '1 1 200px' }}>
              {programCategories.map((category) => (
                <MenuItem key={category} value={category}>
                  {t(`catalogue.categories.${category}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('catalogue.create.submit')}
        </Button>
      </Box>
    </Box>
  );
}

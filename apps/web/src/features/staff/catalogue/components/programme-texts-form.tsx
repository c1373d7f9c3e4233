import { programCategories } from '@aula/contract/programs';
import { ProgrammeTexts } from '@aula/contract/staff-catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  Controller,
  type FieldErrors,
  FormProvider,
  type Path,
  type Resolver,
  set,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { CatalogueProgramme } from '../api/get-programme.ts';
import { useSaveProgramme } from '../api/save-programme.ts';
import { CurriculumFields } from './curriculum-fields.tsx';
import { FaqFields } from './faq-fields.tsx';
import { InstructorFields } from './instructor-fields.tsx';
import { PersonFields } from './person-fields.tsx';
import { TextInput } from './text-input.tsx';
import { formValuesOf, type TextsFormValues, textsOf } from './texts-form-values.ts';

/** The form's values checked as the contract's texts (the server checks them again), each issue at its field. */
const textsResolver: Resolver<TextsFormValues, unknown, ProgrammeTexts> = (values) => {
  const parsed = ProgrammeTexts.safeParse(textsOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<TextsFormValues> = {};
  for (const issue of parsed.error.issues) {
    set(errors, issue.path.join('.'), { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="h6">
      {children}
    </Typography>
  );
}

/**
 * Every text of the public programme page in one form (as Moodle's course settings): the saved texts
 * are checked by the contract's schema here and again, with media paths and sanitising, on the server.
 */
export function ProgrammeTextsForm({ programme }: { programme: CatalogueProgramme }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const save = useSaveProgramme();
  const errorText = useStaffErrorText();
  const [saved, setSaved] = useState(false);
  const savedTexts = programme.texts as Partial<ProgrammeTexts> | null;
  const form = useForm<TextsFormValues, unknown, ProgrammeTexts>({
    resolver: textsResolver,
    defaultValues: formValuesOf(savedTexts, programme),
  });
  const { reset } = form;
  const { pname, category } = programme;

  // The texts as the server stored them (sanitised) once a save is read back; the same object otherwise.
  useEffect(() => {
    reset(formValuesOf(savedTexts, { pname, category }));
  }, [reset, savedTexts, pname, category]);

  const submit = form.handleSubmit(async (texts) => {
    setSaved(false);
    try {
      await save.mutateAsync({ oid, pid: programme.pid, texts });
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const [field, message] of Object.entries(fields)) {
        form.setError(field.replace(/^texts\./, '') as Path<TextsFormValues>, { message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <Heading>{t('catalogue.texts.page')}</Heading>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput name="pname" label={t('catalogue.fields.pname')} required sx={{ flex: '2 1 260px' }} />
          <TextInput name="ptitle" label={t('catalogue.fields.ptitle')} required sx={{ flex: '2 1 260px' }} />
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
        <TextInput
          name="pimage"
          label={t('catalogue.fields.pimage')}
          required
          helperText={t('catalogue.fields.mediaHelp')}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Controller
            control={form.control}
            name="etype"
            render={({ field }) => (
              <TextField {...field} select label={t('catalogue.fields.etype')} sx={{ flex: '1 1 220px' }}>
                <MenuItem value="instructor">{t('catalogue.etype.instructor')}</MenuItem>
                <MenuItem value="self">{t('catalogue.etype.self')}</MenuItem>
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="applicationForm"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('catalogue.fields.applicationForm')}
                sx={{ flex: '1 1 220px' }}
              >
                <MenuItem value="">{t('catalogue.form.organisation')}</MenuItem>
                <MenuItem value="wizard">{t('catalogue.form.wizard')}</MenuItem>
                <MenuItem value="university">{t('catalogue.form.university')}</MenuItem>
                <MenuItem value="paper">{t('catalogue.form.paper')}</MenuItem>
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="evbab"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('catalogue.fields.evbab')}
              />
            )}
          />
        </Box>
        <Heading>{t('catalogue.texts.info')}</Heading>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput
            name="pinfo.duration"
            label={t('catalogue.fields.duration')}
            required
            sx={{ flex: '1 1 160px' }}
          />
          <TextInput
            name="pinfo.format"
            label={t('catalogue.fields.format')}
            required
            sx={{ flex: '1 1 160px' }}
          />
          <TextInput
            name="pinfo.credits"
            number
            label={t('catalogue.fields.credits')}
            sx={{ flex: '1 1 120px' }}
          />
          <TextInput name="pinfo.price" label={t('catalogue.fields.price')} sx={{ flex: '1 1 160px' }} />
        </Box>
        <Heading>{t('catalogue.texts.descriptions')}</Heading>
        <Typography variant="body2" color="text.secondary">
          {t('catalogue.texts.htmlHelp')}
        </Typography>
        <TextInput name="poverview" label={t('catalogue.fields.poverview')} multiline minRows={4} />
        <TextInput name="pfeatures" label={t('catalogue.fields.pfeatures')} multiline minRows={3} />
        <TextInput name="poutcomes" label={t('catalogue.fields.poutcomes')} multiline minRows={3} />
        <CurriculumFields />
        <InstructorFields />
        <Heading>{t('catalogue.texts.coordinator')}</Heading>
        <PersonFields name="ccoordinator" />
        <Heading>{t('catalogue.texts.mentor')}</Heading>
        <PersonFields name="cmentor" />
        <FaqFields />
        <Heading>{t('catalogue.texts.admission')}</Heading>
        <TextInput name="admission.welcome" label={t('catalogue.fields.welcome')} multiline minRows={2} />
        <TextInput name="admission.instructionPdf" label={t('catalogue.fields.instructionPdf')} />
        {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
        {saved && (
          <Alert severity="success" role="status">
            {t('catalogue.texts.saved')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('catalogue.texts.save')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}

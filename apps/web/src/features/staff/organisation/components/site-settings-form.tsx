import { ApplicationFormKind } from '@aula/contract/application-form-kind';
import { type Language, languageCodes } from '@aula/contract/organisation';
import { OrganisationSettings } from '@aula/contract/staff-organisation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import type { OrganisationSettingsView } from '../api/get-organisation-settings.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { fieldError } from './field-error.ts';
import { StaticPageField } from './static-page-field.tsx';

type Settings = OrganisationSettings;
const pages = ['aboutHtml', 'onlineLearningHtml', 'contactHtml'] as const;

function settingsOf(view: OrganisationSettingsView): Settings {
  const { images: _images, providers: _providers, ...settings } = view;
  return settings;
}

/** The form's own check, with the contract's rules and messages, before anything is sent. */
function problemsOf(settings: Settings): Record<string, string> {
  const parsed = OrganisationSettings.safeParse(settings);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/**
 * What the public site shows: the organisation's names, the default application form, the languages
 * offered and the static pages. One Save, as Moodle's site settings; the server's answer replaces the
 * form (the pages as stored, sanitised).
 */
export function SiteSettingsForm({ oid, view }: { oid: string; view: OrganisationSettingsView }) {
  const { t } = useTranslation('staff');
  const save = useSaveSettings('staff/saveOrganisationSettings');
  const [settings, setSettings] = useState<Settings>(() => settingsOf(view));
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(settings) : {};
  const errorOf = (field: string) => problems[field] ?? fieldError(save.error, field);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));

  const submit = () => {
    setChecked(true);
    if (Object.keys(problemsOf(settings)).length > 0) return;
    save.mutate({ oid, ...settings }, { onSuccess: (saved) => setSettings(settingsOf(saved)) });
  };
  const toggleLanguage = (language: Language, on: boolean) =>
    set(
      'languages',
      languageCodes.filter((code) => (code === language ? on : settings.languages.includes(code))),
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('organisation.site.names')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(['name', 'shortName', 'poweredBy'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`organisation.site.${field}`)}
            value={settings[field]}
            onChange={(event) => set(field, event.target.value)}
            required={field !== 'poweredBy'}
            error={errorOf(field) !== undefined}
            helperText={errorOf(field)}
            slotProps={{ formHelperText: errorOf(field) ? { role: 'alert' } : {} }}
            sx={{ flex: '1 1 240px' }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <TextField
          select
          label={t('organisation.site.applicationForm')}
          value={settings.applicationForm}
          onChange={(event) => set('applicationForm', ApplicationFormKind.parse(event.target.value))}
          helperText={t('organisation.site.applicationFormHelp')}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
        >
          {ApplicationFormKind.options.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`organisation.site.form.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" error={errorOf('languages') !== undefined}>
          <FormLabel component="legend">{t('organisation.site.languages')}</FormLabel>
          <FormGroup row>
            {languageCodes.map((language) => (
              <FormControlLabel
                key={language}
                control={
                  <Checkbox
                    checked={settings.languages.includes(language)}
                    onChange={(event) => toggleLanguage(language, event.target.checked)}
                  />
                }
                label={t(`organisation.site.language.${language}`)}
              />
            ))}
          </FormGroup>
          <FormHelperText role={errorOf('languages') ? 'alert' : undefined}>
            {errorOf('languages') ?? t('organisation.site.languagesHelp')}
          </FormHelperText>
        </FormControl>
      </Box>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('organisation.site.pages')}
      </Typography>
      {pages.map((page) => (
        <StaticPageField
          key={page}
          label={t(`organisation.site.page.${page}`)}
          value={settings[page]}
          error={errorOf(page)}
          onChange={(value) => set(page, value)}
        />
      ))}
      {save.isError && <CallFailure error={save.error} onRetry={submit} />}
      {save.isSuccess && (
        <Alert severity="success" role="status">
          {t('organisation.site.saved')}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('organisation.site.save')}
        </Button>
      </Box>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import type { OrganisationSettingsView } from '../api/get-organisation-settings.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { fieldError } from './field-error.ts';
import { draftOf, type ProviderDraft, ProviderFields } from './provider-fields.tsx';

/**
 * The proctored-test provider (Start on /testresult) and the exam-scheduling provider (the hand-off on
 * My programs): addresses and client ids, and secrets that are written and never shown back. Empty,
 * the server's environment settings apply, if it has any.
 */
export function ExamProvidersForm({ oid, view }: { oid: string; view: OrganisationSettingsView }) {
  const { t } = useTranslation('staff');
  const save = useSaveSettings('staff/saveExamProviders');
  const [drafts, setDrafts] = useState(() => ({
    proctor: draftOf(view.providers.proctor),
    scheduler: draftOf(view.providers.scheduler),
  }));
  const change = (kind: 'proctor' | 'scheduler') => (draft: ProviderDraft) =>
    setDrafts((current) => ({ ...current, [kind]: draft }));

  const submit = () =>
    save.mutate(
      { oid, ...drafts },
      {
        // The secrets typed are dropped from the page as soon as they are saved.
        onSuccess: (saved) =>
          setDrafts({
            proctor: draftOf(saved.providers.proctor),
            scheduler: draftOf(saved.providers.scheduler),
          }),
      },
    );

  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography>{t('organisation.providers.intro')}</Typography>
      {(['proctor', 'scheduler'] as const).map((kind) => (
        <ProviderFields
          key={kind}
          kind={kind}
          state={save.data?.providers[kind] ?? view.providers[kind]}
          draft={drafts[kind]}
          errors={(field) => fieldError(save.error, field)}
          onChange={change(kind)}
        />
      ))}
      {save.isError && <CallFailure error={save.error} onRetry={submit} />}
      {save.isSuccess && (
        <Alert severity="success" role="status">
          {t('organisation.providers.saved')}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('organisation.providers.save')}
        </Button>
      </Box>
    </Box>
  );
}

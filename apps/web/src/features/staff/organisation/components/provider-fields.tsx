import type { ProviderState, SecretChange } from '@aula/contract/staff-organisation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProviderDraft {
  url: string;
  clientId: string;
  secret: SecretChange;
}

/** A provider as the form starts: what is in force, with the secret kept. */
export function draftOf(state: ProviderState): ProviderDraft {
  return state.source === 'organisation'
    ? { url: state.url, clientId: state.clientId, secret: { action: 'keep' } }
    : { url: '', clientId: '', secret: { action: 'keep' } };
}

/**
 * One provider's address, client id and shared secret. The secret is write-only (as Canvas's developer
 * keys and Moodle's passwords fields): the page says whether one is set, and offers Replace and Clear,
 * never the secret itself.
 */
export function ProviderFields({
  kind,
  state,
  draft,
  errors,
  onChange,
}: {
  kind: 'proctor' | 'scheduler';
  state: ProviderState;
  draft: ProviderDraft;
  errors: (field: string) => string | undefined;
  onChange: (draft: ProviderDraft) => void;
}) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const ownSecret = state.source === 'organisation' && state.secretSet;
  const secretStatus =
    draft.secret.action === 'replace'
      ? t('organisation.providers.secretReplacing')
      : draft.secret.action === 'clear' || !ownSecret
        ? t('organisation.providers.secretNotSet')
        : t('organisation.providers.secretSet');
  const errorOf = (field: string) => errors(`${kind}.${field}`);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t(`organisation.providers.${kind}.title`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(`organisation.providers.${kind}.intro`)}</Typography>
      {state.source === 'environment' && (
        <Alert severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('organisation.providers.fromEnvironment', { url: state.url })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('organisation.providers.url')}
          value={draft.url}
          onChange={(event) => onChange({ ...draft, url: event.target.value })}
          type="url"
          inputMode="url"
          error={errorOf('url') !== undefined}
          helperText={errorOf('url') ?? t('organisation.providers.urlHelp')}
          slotProps={{ formHelperText: errorOf('url') ? { role: 'alert' } : {} }}
        />
        <TextField
          label={t(`organisation.providers.${kind}.clientId`)}
          value={draft.clientId}
          onChange={(event) => onChange({ ...draft, clientId: event.target.value })}
          autoComplete="off"
          error={errorOf('clientId') !== undefined}
          helperText={errorOf('clientId')}
          slotProps={{ formHelperText: errorOf('clientId') ? { role: 'alert' } : {} }}
        />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t('organisation.providers.secret')}</Typography>
          <Typography role="status" sx={{ mb: 1 }}>
            {secretStatus}
          </Typography>
          {draft.secret.action === 'replace' ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                label={t('organisation.providers.newSecret')}
                type="password"
                autoComplete="new-password"
                value={draft.secret.value}
                onChange={(event) =>
                  onChange({ ...draft, secret: { action: 'replace', value: event.target.value } })
                }
                error={errorOf('secret') !== undefined}
                helperText={errorOf('secret') ?? t('organisation.providers.secretHelp')}
                slotProps={{ formHelperText: errorOf('secret') ? { role: 'alert' } : {} }}
                sx={{ flex: '1 1 240px' }}
              />
              <Button onClick={() => onChange({ ...draft, secret: { action: 'keep' } })}>
                {t('organisation.providers.cancelReplace')}
              </Button>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => onChange({ ...draft, secret: { action: 'replace', value: '' } })}
              >
                {ownSecret ? t('organisation.providers.replace') : t('organisation.providers.set')}
              </Button>
              {ownSecret && draft.secret.action !== 'clear' && (
                <Button color="error" onClick={() => onChange({ ...draft, secret: { action: 'clear' } })}>
                  {t('organisation.providers.clear')}
                </Button>
              )}
            </Box>
          )}
          {errorOf('secret') && draft.secret.action !== 'replace' && (
            <Typography color="error" role="alert" sx={{ mt: 1 }}>
              {errorOf('secret')}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

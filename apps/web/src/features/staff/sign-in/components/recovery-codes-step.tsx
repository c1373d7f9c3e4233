import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { saveBlob } from '../../../../lib/private-file.ts';

/** The codes as a text file: one a line, under a line saying what they are for. */
export function recoveryCodesFile(organisation: string, email: string, codes: readonly string[]): string {
  return [`${organisation} staff recovery codes for ${email}`, '', ...codes, ''].join('\n');
}

/**
 * The one-time recovery codes, shown once: copied or downloaded, then "I have saved them" before the
 * person goes on (they are the way back in if the phone is lost).
 */
export function RecoveryCodesStep({
  codes,
  email,
  onDone,
  busy,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const { name } = useOrganisation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [missing, setMissing] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const errorId = useId();
  useEffect(() => heading.current?.focus(), []);
  const file = recoveryCodesFile(name, email, codes);

  const copy = () => {
    navigator.clipboard.writeText(file).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saved) {
      setMissing(true);
      return;
    }
    onDone();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h2"
        sx={{ fontSize: '1.35rem', mb: 1, outline: 'none' }}
      >
        {t('signIn.recovery.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('signIn.recovery.intro')}</Typography>
      <Box
        component="ol"
        aria-label={t('signIn.recovery.listLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          pl: 4,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 2 }} useFlexGap>
        <Button variant="outlined" onClick={copy}>
          {t('signIn.recovery.copy')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => saveBlob(new Blob([file], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {t('signIn.recovery.download')}
        </Button>
      </Stack>
      <Box role="status" sx={{ minHeight: '1.5em' }}>
        {copied === 'yes' && <Typography variant="body2">{t('signIn.recovery.copied')}</Typography>}
      </Box>
      {copied === 'failed' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('signIn.recovery.copyFailed')}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={saved}
            onChange={(event) => {
              setSaved(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
            slotProps={{ input: { 'aria-describedby': missing ? errorId : undefined } }}
          />
        }
        label={t('signIn.recovery.saved')}
      />
      {missing && (
        <FormHelperText id={errorId} error role="alert">
          {t('signIn.recovery.savedRequired')}
        </FormHelperText>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
        {t('signIn.recovery.continue')}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactsList } from '../../../components/facts-list.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { LogoutIcon } from './shell-icons.tsx';

/** Who is signed in, to which university, and Sign-out (the spec's 'about' page). */
export function AccountSummary() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const { name } = useOrganisation();
  const { signOut, signingOut } = useSignOut();
  const headingId = useId();
  const rows: [string, string][] = [
    [t('about.name'), user.attributes.name],
    [t('about.email'), user.attributes.email],
    [t('about.organisation'), name],
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, justifyItems: 'start' }}
    >
      <Typography id={headingId} component="h2" variant="h2">
        {t('about.account')}
      </Typography>
      <Box sx={{ justifySelf: 'stretch' }}>
        <FactsList facts={rows} />
      </Box>
      <Button
        variant="contained"
        startIcon={<LogoutIcon />}
        onClick={() => void signOut()}
        disabled={signingOut}
      >
        {t('about.signOut')}
      </Button>
    </Paper>
  );
}

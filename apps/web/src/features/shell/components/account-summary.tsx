import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          justifySelf: 'stretch',
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
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

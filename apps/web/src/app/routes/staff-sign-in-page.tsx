import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { StaffBranding } from '../../features/staff/shell/components/staff-branding.tsx';
import { useSecondFactorChallenge } from '../../features/staff/sign-in/api/second-factor-challenge.ts';
import { StaffSignIn } from '../../features/staff/sign-in/components/staff-sign-in.tsx';
import { homeOf } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';
import { clearUserState, useSession } from '../../lib/session.ts';
import { paths, type StaffSignInState } from '../paths.ts';

/** /staff/sign-in: the staff side's own sign-in page, with the organisation's branding. */
export function StaffSignInPage() {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const location = useLocation();
  const state = (location.state ?? {}) as StaffSignInState;
  const { oid } = useOrganisation();
  const { data } = useSession();
  // Read once: the session this page opened with. Signing in here changes it, and the page leaves then.
  const [opened] = useState(data);
  useEffect(() => {
    // A session that ended while in use: nothing of it stays in this page.
    if (state.expired) clearUserState(client);
  }, [state.expired, client]);

  const staffSignedIn = opened?.status === 'signedIn' && opened.session.user.grants.length > 0;
  const known =
    state.challenge ?? (opened?.status === 'passwordChangeRequired' ? 'NEW_PASSWORD_REQUIRED' : undefined);
  // Signed out as far as the app knows: a reload after the password step still owes the second factor.
  const owed = useSecondFactorChallenge(oid, known === undefined && !staffSignedIn && !state.expired);

  if (staffSignedIn) return <Navigate to={homeOf(opened.session.user.grants)} replace />;
  const initialChallenge = known ?? owed.data ?? null;

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 6 } }}>
      <PageTitle page={t('signIn.title')} />
      <Container maxWidth="sm" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
          <StaffBranding to={paths.staffSignIn.getHref()} />
          <LanguageSwitcher />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, mb: 2 }}>
            {t('signIn.title')}
          </Typography>
          {state.expired && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('signIn.expired')}
            </Alert>
          )}
          {owed.isLoading ? (
            <PageLoading minHeight={200} />
          ) : (
            <StaffSignIn initialChallenge={initialChallenge} returnTo={state.from} />
          )}
        </Paper>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {t('signIn.learners')}{' '}
          <Link component={RouterLink} to={paths.landing.getHref()}>
            {t('signIn.learnersLink')}
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}

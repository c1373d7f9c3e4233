import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ChosenProgramForm } from '../../features/applications/components/chosen-program-form.tsx';
import { readApplicationState } from '../../lib/application-state.ts';
import { useSession } from '../../lib/session.ts';
import { dialogHref, paths } from '../paths.ts';

/**
 * `/application`, where the program page's Verify leads (spec 2 §4): signed in, it opens the
 * application form the program chosen takes (wizard, university or paper-style); signed out, it asks the visitor to sign in first and
 * comes back here once they have.
 */
export function ApplicationPage() {
  const { t } = useTranslation('admissions');
  const location = useLocation();
  const signedIn = useSession().data?.status === 'signedIn';
  const chosen = readApplicationState();
  if (signedIn) {
    return chosen ? <ChosenProgramForm /> : <Navigate to={paths.applyProgram.getHref()} replace />;
  }
  return (
    <PageLayout title={t('gate.title')} maxWidth="sm">
      {chosen ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('gate.signIn')}</Typography>
          <Button component={RouterLink} to={dialogHref(location, 'login')} variant="contained">
            {t('gate.signInButton')}
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('gate.noProgram')}</Typography>
          <Button component={RouterLink} to={paths.landing.getHref()} variant="contained">
            {t('gate.choose')}
          </Button>
        </>
      )}
    </PageLayout>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { PageTitle } from '../../../../components/page-title.tsx';

/** A signed-in learner on a staff address: this part of the portal is for university staff. */
export function NotStaffNotice() {
  const { t } = useTranslation('staff');
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <PageTitle page={t('notStaff.title')} />
      <Alert severity="info">
        <AlertTitle component="h1" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('notStaff.title')}
        </AlertTitle>
        {t('notStaff.body')}{' '}
        <Link component={RouterLink} to={paths.myPrograms.getHref()}>
          {t('notStaff.link')}
        </Link>
      </Alert>
    </Container>
  );
}

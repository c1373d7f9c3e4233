import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { PageTitle } from '../../../../components/page-title.tsx';
import { useSessionUser } from '../../../../lib/session.ts';
import { holdsAnyRole, type StaffRole } from '../../staff-roles.ts';

/**
 * A staff page for some roles only. The server refuses the others anyway; this says so at once,
 * instead of a page of refused calls.
 */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const user = useSessionUser();
  if (holdsAnyRole(user.grants, roles)) return children;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageTitle page={t('roleGate.title')} />
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, mb: 2 }}>
        {t('roleGate.title')}
      </Typography>
      <Alert severity="warning">
        {t('roleGate.body')}{' '}
        <Link component={RouterLink} to={paths.staffHome.getHref()}>
          {t('roleGate.link')}
        </Link>
      </Alert>
    </Container>
  );
}

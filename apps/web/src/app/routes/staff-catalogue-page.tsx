import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { CatalogueList } from '../../features/staff/catalogue/components/catalogue-list.tsx';
import { CreateProgrammeForm } from '../../features/staff/catalogue/components/create-programme-form.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/catalogue: the organisation's programmes, their order and status, and a new one (ADR 0088). */
export function StaffCataloguePage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('catalogue.title')} maxWidth="lg">
        <CatalogueList />
        <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
          {t('catalogue.create.heading')}
        </Typography>
        <CreateProgrammeForm />
      </PageLayout>
    </RoleGate>
  );
}

import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ProgrammeEditor } from '../../features/staff/catalogue/components/programme-editor.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

/** /staff/catalogue/:pid: one programme's status, texts and batches (ADR 0088). */
export function StaffProgrammePage() {
  const { t } = useTranslation('staff');
  const { pid = '' } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('catalogue.programme.title', { pid })} maxWidth="lg">
        <Link
          component={RouterLink}
          to={paths.staffCatalogue.getHref()}
          sx={{ display: 'inline-block', mb: 2 }}
        >
          {t('catalogue.programme.back')}
        </Link>
        <ProgrammeEditor pid={pid} />
      </PageLayout>
    </RoleGate>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { PaperFormLoader } from '../../features/applications/components/paper/paper-form-loader.tsx';
import { readApplicationState } from '../../lib/application-state.ts';
import { paths } from '../paths.ts';

/** `/myApplication/paperapplication`: the paper-style form for the program chosen (applypid, applybpid). */
export function PaperApplicationPage() {
  // The form's upload fields and selects speak the admissions catalogue: both arrive together.
  const { t } = useTranslation(['paper-form', 'admissions']);
  const chosen = readApplicationState();
  if (!chosen) return <Navigate to={paths.applyProgram.getHref()} replace />;
  return (
    <PageLayout title={t('title')} maxWidth="md">
      <PaperFormLoader pid={chosen.applypid} bpid={chosen.applybpid} />
    </PageLayout>
  );
}

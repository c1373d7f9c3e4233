import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useApplyPrograms } from '../../features/applications/api/get-programs.ts';
import { ApplicationWizardLoader } from '../../features/applications/components/wizard/application-wizard-loader.tsx';
import { readApplicationState } from '../../lib/application-state.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { paths } from '../paths.ts';

/** `/myApplication/application`: the wizard for the program chosen (the spec's applypid and applybpid). */
export function ApplicationWizardPage() {
  const { t } = useTranslation('admissions');
  const chosen = readApplicationState();
  const programs = useApplyPrograms();
  if (!chosen) return <Navigate to={paths.applyProgram.getHref()} replace />;
  const { applypid: pid, applybpid: bpid } = chosen;
  const program = programs.data
    ? Object.values(programs.data)
        .flat()
        .find((each) => each.pid === pid)
    : undefined;
  const name = program ? htmlToText(program.pname) : '';
  return (
    <PageLayout title={name ? t('wizard.titleWithProgram', { name }) : t('wizard.title')} maxWidth="md">
      <ApplicationWizardLoader pid={pid} bpid={bpid} pname={name} />
    </PageLayout>
  );
}

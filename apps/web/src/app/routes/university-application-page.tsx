import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ChosenProgramForm } from '../../features/applications/components/chosen-program-form.tsx';
import { UniversityLogoLink } from '../../features/applications/components/university-logo-link.tsx';
import { ApplicationWizardLoader } from '../../features/applications/components/wizard/application-wizard-loader.tsx';

/**
 * `/myApplication/jssapplication`: the university four-tab form for the program chosen, when that
 * program takes it. The tabs are the wizard's, as the server's variant gives them (no Scholarship).
 */
export function UniversityApplicationPage() {
  const { t } = useTranslation('admissions');
  return (
    <ChosenProgramForm form="university">
      {({ pid, bpid, pname }) => (
        <PageLayout
          title={t('wizard.titleWithProgram', { name: pname })}
          actions={<UniversityLogoLink />}
          maxWidth="md"
        >
          <ApplicationWizardLoader pid={pid} bpid={bpid} pname={pname} />
        </PageLayout>
      )}
    </ChosenProgramForm>
  );
}

import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ChosenProgramForm } from '../../features/applications/components/chosen-program-form.tsx';
import { ApplicationWizardLoader } from '../../features/applications/components/wizard/application-wizard-loader.tsx';

/** `/myApplication/application`: the wizard for the program chosen, when that program takes the wizard. */
export function ApplicationWizardPage() {
  const { t } = useTranslation('admissions');
  return (
    <ChosenProgramForm form="wizard">
      {({ pid, bpid, pname }) => (
        <PageLayout title={t('wizard.titleWithProgram', { name: pname })} maxWidth="md">
          <ApplicationWizardLoader pid={pid} bpid={bpid} pname={pname} />
        </PageLayout>
      )}
    </ChosenProgramForm>
  );
}

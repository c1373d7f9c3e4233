import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { type SavedApplication, useUserApplication } from '../../api/get-user-application.ts';
import { ApplicationFormLoader } from '../application-form/application-form-loader.tsx';
import { deviceDraftKey } from '../application-form/device-draft.ts';
import { ApplicationWizard } from './application-wizard.tsx';
import { SubmittedNotice } from './submitted-notice.tsx';
import { withDraft } from './wizard-draft.ts';
import { savedValues } from './wizard-values.ts';

/** Statuses at which the form may be opened (spec 3 §2: 0 and 1, and 5 in the wizard). */
const editable = (variant: SavedApplication['variant']) => (variant === 'university' ? [0, 1] : [0, 1, 5]);

/**
 * Loads the saved application and the device's draft, then shows the wizard or the university
 * form (the server's variant); an application that is under review or decided goes back to the
 * program list, the pre-registered applicant's being told so first.
 */
export function ApplicationWizardLoader({ pid, bpid, pname }: { pid: string; bpid: string; pname: string }) {
  const { t } = useTranslation('admissions');
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const key = deviceDraftKey('application', oid, user.username, bpid);
  return (
    <ApplicationFormLoader
      application={useUserApplication(pid, bpid)}
      draftKey={key}
      errorTitle={t('wizard.loadFailed')}
      opens={(saved) => editable(saved.variant).includes(saved.pstatus)}
      closed={(saved) =>
        saved.variant === 'preRegistered' && saved.pstatus === 2 ? <SubmittedNotice already /> : undefined
      }
    >
      {(saved, kept) => {
        const fromServer = savedValues(saved);
        if (!saved.generalinfo) fromServer.email = user.attributes.email;
        const { values, restored } = withDraft(fromServer, kept);
        return (
          <ApplicationWizard
            pid={pid}
            bpid={bpid}
            pname={pname}
            saved={saved}
            initial={values}
            draftKey={key}
            restored={restored}
          />
        );
      }}
    </ApplicationFormLoader>
  );
}

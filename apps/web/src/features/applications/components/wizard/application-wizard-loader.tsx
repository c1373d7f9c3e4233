import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../../lib/session.ts';
import { type SavedApplication, userApplicationQuery } from '../../api/get-user-application.ts';
import { ApplicationFormLoader } from '../application-form/application-form-loader.tsx';
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
  const user = useSessionUser();
  return (
    <ApplicationFormLoader
      application={(oid, eid) => userApplicationQuery(oid, eid, pid, bpid)}
      draft={{ form: 'application', bpid }}
      errorTitle={t('wizard.loadFailed')}
      opens={(saved) => editable(saved.variant).includes(saved.pstatus)}
      closed={(saved) =>
        saved.variant === 'preRegistered' && saved.pstatus === 2 ? <SubmittedNotice already /> : undefined
      }
      withDraft={(saved, kept) => {
        const fromServer = savedValues(saved);
        if (!saved.generalinfo) fromServer.email = user.attributes.email;
        return withDraft(fromServer, kept);
      }}
    >
      {(loaded) => <ApplicationWizard pid={pid} bpid={bpid} pname={pname} loaded={loaded} />}
    </ApplicationFormLoader>
  );
}

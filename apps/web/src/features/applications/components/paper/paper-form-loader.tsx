import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { usePaperApplication } from '../../api/get-paper-application.ts';
import { ApplicationFormLoader } from '../application-form/application-form-loader.tsx';
import { deviceDraftKey } from '../application-form/device-draft.ts';
import { PaperApplicationForm } from './paper-application-form.tsx';
import { savedPaperValues, withPaperDraft } from './paper-values.ts';

/** Statuses at which the paper form opens (spec 3 §2: 0 or 1). */
const editable = [0, 1];

/** Loads the saved application and the device's copy, then shows the form, or goes back to the list. */
export function PaperFormLoader({ pid, bpid }: { pid: string; bpid: string }) {
  const { t } = useTranslation('paper-form');
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const key = deviceDraftKey('paper-application', oid, user.username, bpid);
  return (
    <ApplicationFormLoader
      application={usePaperApplication(pid, bpid)}
      draftKey={key}
      errorTitle={t('loadFailed')}
      opens={(saved) => editable.includes(saved.pstatus)}
    >
      {(saved, kept) => {
        const server = savedPaperValues(saved);
        const { values, restored } = withPaperDraft(server, kept);
        return (
          <PaperApplicationForm
            pid={pid}
            bpid={bpid}
            saved={saved}
            server={server}
            initial={values}
            draftKey={key}
            restored={restored}
          />
        );
      }}
    </ApplicationFormLoader>
  );
}

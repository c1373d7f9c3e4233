import { useTranslation } from 'react-i18next';
import { paperApplicationQuery } from '../../api/get-paper-application.ts';
import { ApplicationFormLoader } from '../application-form/application-form-loader.tsx';
import { PaperApplicationForm } from './paper-application-form.tsx';
import { savedPaperValues, withPaperDraft } from './paper-values.ts';

/** Statuses at which the paper form opens (spec 3 §2: 0 or 1). */
const editable = [0, 1];

/** Loads the saved application and the device's copy, then shows the form, or goes back to the list. */
export function PaperFormLoader({ pid, bpid }: { pid: string; bpid: string }) {
  const { t } = useTranslation('paper-form');
  return (
    <ApplicationFormLoader
      application={(oid, eid) => paperApplicationQuery(oid, eid, pid, bpid)}
      draft={{ form: 'paper-application', bpid }}
      errorTitle={t('loadFailed')}
      opens={(saved) => editable.includes(saved.pstatus)}
      withDraft={(saved, kept) => withPaperDraft(savedPaperValues(saved), kept)}
    >
      {(loaded) => <PaperApplicationForm pid={pid} bpid={bpid} loaded={loaded} />}
    </ApplicationFormLoader>
  );
}

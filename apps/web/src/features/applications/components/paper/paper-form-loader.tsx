import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { usePaperApplication } from '../../api/get-paper-application.ts';
import { readDraft } from '../wizard/wizard-draft.ts';
import { PaperApplicationForm } from './paper-application-form.tsx';
import { paperDraftKey, savedPaperValues, withPaperDraft } from './paper-values.ts';

/** Statuses at which the paper form opens (spec 3 §2: 0 or 1). */
const editable = [0, 1];

/** Loads the saved application and the device's copy, then shows the form, or goes back to the list. */
export function PaperFormLoader({ pid, bpid }: { pid: string; bpid: string }) {
  const { t } = useTranslation('paper-form');
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const key = paperDraftKey(oid, user.username, bpid);
  const application = usePaperApplication(pid, bpid);
  const draft = useQuery({
    queryKey: ['paper-application-draft', key],
    queryFn: async () => (await readDraft<unknown>(key)) ?? null,
    staleTime: 0,
    gcTime: 0,
  });
  const both = {
    data:
      application.data && draft.data !== undefined
        ? { saved: application.data, kept: draft.data }
        : undefined,
    error: application.error ?? draft.error,
    isError: application.isError || draft.isError,
    isFetching: application.isFetching || draft.isFetching,
    refetch: () => {
      void application.refetch();
      void draft.refetch();
    },
  };
  return (
    <QueryState query={both} errorTitle={t('loadFailed')}>
      {({ saved, kept }) => {
        if (!editable.includes(saved.pstatus)) return <Navigate to={paths.applyProgram.getHref()} replace />;
        const server = savedPaperValues(saved);
        const { values, restored } = withPaperDraft(server, kept ?? undefined);
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
    </QueryState>
  );
}

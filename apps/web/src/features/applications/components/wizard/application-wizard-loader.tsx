import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { type SavedApplication, useUserApplication } from '../../api/get-user-application.ts';
import { ApplicationWizard } from './application-wizard.tsx';
import { SubmittedNotice } from './submitted-notice.tsx';
import { draftKey, readDraft, withDraft } from './wizard-draft.ts';
import { savedValues } from './wizard-values.ts';

/** Statuses at which the form may be opened (spec 3 §2: 0 and 1, and 5 in the wizard). */
const editable = (variant: SavedApplication['variant']) => (variant === 'university' ? [0, 1] : [0, 1, 5]);

/**
 * Loads the saved application and the device's draft, then shows the wizard or the university
 * form (the server's variant); an application that is under review or decided goes back to the
 * program list.
 */
export function ApplicationWizardLoader({ pid, bpid, pname }: { pid: string; bpid: string; pname: string }) {
  const { t } = useTranslation('admissions');
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const key = draftKey(oid, user.username, bpid);
  const application = useUserApplication(pid, bpid);
  const draft = useQuery({
    queryKey: ['application-draft', key],
    queryFn: async () => (await readDraft(key)) ?? null,
    staleTime: 0,
    gcTime: 0,
  });
  const both = {
    data:
      application.data && draft.data !== undefined
        ? { saved: application.data, draft: draft.data }
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
    <QueryState query={both} errorTitle={t('wizard.loadFailed')}>
      {({ saved, draft: kept }) => {
        if (saved.variant === 'preRegistered' && saved.pstatus === 2) return <SubmittedNotice already />;
        if (!editable(saved.variant).includes(saved.pstatus))
          return <Navigate to={paths.applyProgram.getHref()} replace />;
        const fromServer = savedValues(saved);
        if (!saved.generalinfo) fromServer.email = user.attributes.email;
        const { values, restored } = withDraft(fromServer, kept ?? undefined);
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
    </QueryState>
  );
}

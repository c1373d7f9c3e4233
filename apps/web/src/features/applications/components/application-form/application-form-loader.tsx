import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { type QueryLike, QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { type DeviceDraft, type DraftForm, deviceDraftKey, readDraft } from './device-draft.ts';

/** What an admission form opens with. */
export interface LoadedForm<Saved, Values> {
  saved: Saved;
  /** The saved values, with the device's draft over them. */
  initial: Values;
  /** Whether the draft changed anything (the form then says so). */
  restored: boolean;
  draftKey: string;
}

export interface ApplicationFormLoaderProps<Saved, Values, Key extends QueryKey> {
  /** The application as the server has it, for the signed-in learner of the organisation. */
  application: (oid: string, eid: string) => UseQueryOptions<Saved, Error, Saved, Key>;
  /** Which form's draft the device keeps, for the learner and the batch `bpid` (see deviceDraftKey). */
  draft: { form: DraftForm; bpid: string };
  errorTitle: string;
  /** Whether the form opens at the application's status (spec 3 §2); if not, back to the program list. */
  opens: (saved: Saved) => boolean;
  /** What to show instead of going back, when the form has something to say (else nothing). */
  closed?: (saved: Saved) => ReactNode;
  /** The form's values: the saved ones, with what the device kept over them where it fits the form. */
  withDraft: (saved: Saved, kept: DeviceDraft<unknown> | undefined) => { values: Values; restored: boolean };
  children: (loaded: LoadedForm<Saved, Values>) => ReactNode;
}

/**
 * Loads an admission form (the wizard, the university form or the paper form): the saved application
 * and the device's draft together, in one loading and error state; then the form, or, for an
 * application it no longer opens at, the program list.
 */
export function ApplicationFormLoader<Saved, Values, Key extends QueryKey>({
  application: applicationQuery,
  draft: { form, bpid },
  errorTitle,
  opens,
  closed,
  withDraft,
  children,
}: ApplicationFormLoaderProps<Saved, Values, Key>) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const draftKey = deviceDraftKey(form, oid, username, bpid);
  // The document addresses it holds live an hour: the form is read afresh each time it opens.
  const application = useQuery({ ...applicationQuery(oid, username), staleTime: 0, gcTime: 0 });
  const draft = useQuery({
    queryKey: ['application-draft', draftKey],
    queryFn: async () => (await readDraft(draftKey)) ?? null,
    staleTime: 0,
    gcTime: 0,
  });
  const both: QueryLike<{ saved: Saved; kept: DeviceDraft<unknown> | null }> = {
    data:
      application.data !== undefined && draft.data !== undefined
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
    <QueryState query={both} errorTitle={errorTitle}>
      {({ saved, kept }) => {
        if (!opens(saved)) return closed?.(saved) ?? <Navigate to={paths.applyProgram.getHref()} replace />;
        const { values, restored } = withDraft(saved, kept ?? undefined);
        return children({ saved, initial: values, restored, draftKey });
      }}
    </QueryState>
  );
}

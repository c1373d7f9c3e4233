import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { type QueryLike, QueryState } from '../../../../components/query-state.tsx';
import { type DeviceDraft, readDraft } from './device-draft.ts';

export interface ApplicationFormLoaderProps<Saved> {
  /** The application as the server has it. */
  application: QueryLike<Saved>;
  /** Where the device keeps what was typed and not saved (see deviceDraftKey). */
  draftKey: string;
  errorTitle: string;
  /** Whether the form opens at the application's status (spec 3 §2); if not, back to the program list. */
  opens: (saved: Saved) => boolean;
  /** What to show instead of going back, when the form has something to say (else nothing). */
  closed?: (saved: Saved) => ReactNode;
  children: (saved: Saved, kept: DeviceDraft<unknown> | undefined) => ReactNode;
}

/**
 * Loads an admission form (the wizard, the university form or the paper form): the saved application
 * and the device's draft together, in one loading and error state; then the form, or, for an
 * application it no longer opens at, the program list.
 */
export function ApplicationFormLoader<Saved>({
  application,
  draftKey,
  errorTitle,
  opens,
  closed,
  children,
}: ApplicationFormLoaderProps<Saved>) {
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
      {({ saved, kept }) =>
        opens(saved)
          ? children(saved, kept ?? undefined)
          : (closed?.(saved) ?? <Navigate to={paths.applyProgram.getHref()} replace />)
      }
    </QueryState>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ProgramGroup } from './program-groups.ts';
import { useProgramGroups } from './use-program-groups.ts';

/**
 * The catalogue's loading, error (with Retry) and empty states, shared by every view of it; the
 * view itself gets only the groups that hold programs.
 */
export function ProgramGroupsState({
  loadingHeight,
  children,
}: {
  loadingHeight: number;
  children: (groups: ProgramGroup[]) => ReactNode;
}) {
  const { t } = useTranslation('programs');
  const { query, groups } = useProgramGroups();
  // The prerendered landing page holds the loading state; the catalogue may arrive while React is
  // still hydrating it, and showing it before hydration ends would not match that HTML.
  const hydrated = useHydrated();

  // Only the groups that hold programs are shown; the query's states stand for the grouped list, and
  // stay at loading until hydration ends.
  const filled = groups?.filter((group) => group.programs.length > 0);
  return (
    <QueryState
      query={{
        data: hydrated ? filled : undefined,
        error: query.error,
        isError: hydrated && query.isError,
        isFetching: query.isFetching,
        refetch: query.refetch,
      }}
      errorTitle={t('loadFailed')}
      loadingHeight={loadingHeight}
      isEmpty={(shown) => shown.length === 0}
      empty={t('none')}
    >
      {children}
    </QueryState>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
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

  // Only the groups that hold programs are shown; the query's states stand for the grouped list.
  const filled = groups?.filter((group) => group.programs.length > 0);
  return (
    <QueryState
      query={{
        data: filled,
        error: query.error,
        isError: query.isError,
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

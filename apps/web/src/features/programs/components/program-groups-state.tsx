import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
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

  if (query.isPending || !hydrated) return <PageLoading minHeight={loadingHeight} />;
  if (query.isError || !groups) {
    return (
      <ErrorState
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const filled = groups.filter((group) => group.programs.length > 0);
  if (filled.length === 0) return <Typography sx={{ p: 1 }}>{t('none')}</Typography>;
  return children(filled);
}

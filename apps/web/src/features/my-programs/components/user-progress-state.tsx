import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { type UserProgress, useUserProgress } from '../../../lib/user-progress.ts';

/** The learner's progress once loaded; meanwhile the loading state, and on failure Retry. */
export function UserProgressState({ children }: { children: (progress: UserProgress) => ReactNode }) {
  const { t } = useTranslation('my-programs');
  const query = useUserProgress();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoading />;
}

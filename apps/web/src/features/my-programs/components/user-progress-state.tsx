import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { type UserProgress, useUserProgress } from '../../../lib/user-progress.ts';

/** The learner's programs and progress, which several pages start from, in their query states. */
export function UserProgressState({ children }: { children: (progress: UserProgress) => ReactNode }) {
  const { t } = useTranslation('my-programs');
  return (
    <QueryState query={useUserProgress()} errorTitle={t('loadFailed')}>
      {children}
    </QueryState>
  );
}

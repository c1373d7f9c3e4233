import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useBatchAnnouncements } from '../api/get-announcements.ts';
import type { HeadingLevel } from './announcement-item.tsx';
import { AnnouncementList } from './announcement-list.tsx';

/**
 * One program's announcements (its batch `bpid`), with its own loading and error states: the
 * Announcements tab (5) of a program page composes this.
 */
export function ProgramAnnouncements({
  bpid,
  headingLevel = 'h3',
}: {
  bpid: string;
  headingLevel?: HeadingLevel;
}) {
  const { t } = useTranslation('announcements');
  const query = useBatchAnnouncements(bpid);
  if (query.isPending) return <PageLoading minHeight={160} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title={t('loadFailed')}
      />
    );
  }
  return <AnnouncementList announcements={query.data} headingLevel={headingLevel} />;
}

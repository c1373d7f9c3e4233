import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
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
  return (
    <QueryState query={useBatchAnnouncements(bpid)} errorTitle={t('loadFailed')} loadingHeight={160}>
      {(announcements) => <AnnouncementList announcements={announcements} headingLevel={headingLevel} />}
    </QueryState>
  );
}

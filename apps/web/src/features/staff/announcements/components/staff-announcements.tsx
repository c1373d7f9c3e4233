import type { Announcement } from '@aula/contract/announcements';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { useTaughtCourses } from '../../courses/api/list-taught-courses.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { adminRoles, holdsAnyRole } from '../../staff-roles.ts';
import { type TargetOption, targetOptions } from '../api/post-target.ts';
import type { StaffAnnouncement } from '../api/staff-announcements.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { AnnouncementRows } from './announcement-rows.tsx';
import { EventPanel } from './event-panel.tsx';

const tabs = ['announcements', 'events'] as const;

export interface PreviewProps {
  /** Draws an announcement as learners see it: the learner's own component, given by the page. */
  renderPreview: (announcement: Announcement) => ReactNode;
}
type PostTab = (typeof tabs)[number];

/** One course's (or batch's) two tabs: its announcements with the form, and its events. */
function TargetTabs({ option, renderPreview }: { option: TargetOption } & PreviewProps) {
  const { t } = useTranslation('staff');
  const search = useSearchState();
  const current: PostTab = search.get('tab') === 'events' ? 'events' : 'announcements';
  const tabsId = useId();
  const [editing, setEditing] = useState<StaffAnnouncement | undefined>(undefined);
  return (
    <>
      <Tabs
        value={current}
        onChange={(_, tab: PostTab) => search.update({ tab: tab === 'announcements' ? undefined : tab })}
        aria-label={t('staffAnnouncements.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={`${tabsId}-${tab}`}
            aria-controls={`${tabsId}-panel`}
            label={t(`staffAnnouncements.tabs.${tab}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${current}`}>
        {current === 'announcements' ? (
          <>
            <AnnouncementRows
              target={option.target}
              onEdit={(announcement) => {
                setEditing(announcement);
              }}
            />
            <AnnouncementForm
              key={editing?.annid ?? 'new'}
              target={option.target}
              bpid={option.bpid}
              editing={editing}
              onDone={() => setEditing(undefined)}
              renderPreview={renderPreview}
            />
          </>
        ) : (
          <EventPanel target={option.target} />
        )}
      </Box>
    </>
  );
}

/**
 * Announcements and events of the courses the member teaches (ADR 0077): choose a course (an admin
 * also a whole batch), kept in the address with the tab.
 */
export function StaffAnnouncements({ renderPreview }: PreviewProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const courses = useTaughtCourses(oid);
  const search = useSearchState();
  const chosen = search.get('to');
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('staffAnnouncements.intro')}</Typography>
      <QueryState
        query={courses}
        errorTitle={t('staffAnnouncements.coursesFailed')}
        isEmpty={(list) => list.courses.length === 0}
        empty={t('staffAnnouncements.noCourses')}
      >
        {(list) => {
          const options = targetOptions(list.courses, holdsAnyRole(user.grants, adminRoles));
          const option = options.find((each) => each.value === chosen);
          return (
            <>
              <TextField
                select
                label={t('staffAnnouncements.target')}
                value={option?.value ?? ''}
                onChange={(event) => search.update({ to: event.target.value, tab: undefined })}
                fullWidth
                sx={{ maxWidth: 600 }}
              >
                {options.map((each) => (
                  <MenuItem key={each.value} value={each.value}>
                    {each.course
                      ? t('staffAnnouncements.courseOption', { course: each.course, batch: each.batch })
                      : t('staffAnnouncements.batchOption', { batch: each.batch })}
                  </MenuItem>
                ))}
              </TextField>
              {option ? (
                <TargetTabs key={option.value} option={option} renderPreview={renderPreview} />
              ) : (
                <Typography sx={{ mt: 2, color: 'text.secondary' }}>
                  {t('staffAnnouncements.choose')}
                </Typography>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

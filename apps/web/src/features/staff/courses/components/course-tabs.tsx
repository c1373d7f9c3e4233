import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { CourseRoster } from './course-roster.tsx';
import { CourseSwitches } from './course-switches.tsx';

const tabs = ['roster', 'switches'] as const;
type CourseTab = (typeof tabs)[number];

/** A batch course's two tabs, the one on view in the address: its learners, and its units and nuggets. */
export function CourseTabs({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const search = useSearchState();
  const current: CourseTab = search.get('tab') === 'switches' ? 'switches' : 'roster';
  const tabsId = useId();
  const tabId = (tab: CourseTab) => `${tabsId}-${tab}`;
  const panelId = `${tabsId}-panel`;
  return (
    <>
      <Tabs
        value={current}
        onChange={(_, tab: CourseTab) =>
          search.update({
            tab: tab === 'roster' ? undefined : tab,
            q: undefined,
            sort: undefined,
            direction: undefined,
          })
        }
        aria-label={t('courses.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls={panelId}
            label={t(`courses.tabs.${tab}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current)}>
        {current === 'roster' ? <CourseRoster bcid={bcid} /> : <CourseSwitches bcid={bcid} />}
      </Box>
    </>
  );
}

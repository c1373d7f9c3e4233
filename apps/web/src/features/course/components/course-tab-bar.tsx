import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CourseTab } from './course-tab.ts';

export const courseTabId = (slug: string) => `course-tab-${slug}`;
export const coursePanelId = (slug: string) => `course-panel-${slug}`;

export interface CourseTabBarProps {
  tabs: readonly CourseTab[];
  current: string;
  /** The address of a tab of this course. */
  hrefOf: (slug: string) => string;
}

/**
 * The course page's tabs: each is a link with an address of its own (a reload or a shared link opens
 * it), in a tab list that the arrow keys move through; it scrolls sideways on a narrow screen.
 */
export function CourseTabBar({ tabs, current, hrefOf }: CourseTabBarProps) {
  const { t } = useTranslation('course');
  return (
    <Tabs
      value={current}
      aria-label={t('tabsLabel')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.slug}
          value={tab.slug}
          label={t(tab.label)}
          component={RouterLink}
          to={hrefOf(tab.slug)}
          id={courseTabId(tab.slug)}
          aria-controls={coursePanelId(tab.slug)}
        />
      ))}
    </Tabs>
  );
}

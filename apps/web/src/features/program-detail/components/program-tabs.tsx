import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramDetail } from '../api/get-program-detail.ts';
import { CurriculumTab } from './curriculum-tab.tsx';
import { FaqsTab } from './faqs-tab.tsx';
import { InstructorsTab } from './instructors-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

const tabIds = ['overview', 'instructors', 'curriculum', 'faqs'] as const;
type TabId = (typeof tabIds)[number];

const panels: Record<TabId, (program: ProgramDetail) => ReactNode> = {
  overview: (program) => <OverviewTab program={program} />,
  instructors: (program) => <InstructorsTab program={program} />,
  curriculum: (program) => <CurriculumTab program={program} />,
  faqs: (program) => <FaqsTab program={program} />,
};

/** The tabs Overview, Instructors, Curriculum and FAQs; only the chosen tab's panel is rendered. */
export function ProgramTabs({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  const [current, setCurrent] = useState<TabId>('overview');
  const base = useId();
  const tabId = (id: TabId) => `${base}-tab-${id}`;
  const panelId = (id: TabId) => `${base}-panel-${id}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, value: TabId) => setCurrent(value)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabIds.map((id) => (
            <Tab key={id} value={id} label={t(`tabs.${id}`)} id={tabId(id)} aria-controls={panelId(id)} />
          ))}
        </Tabs>
      </Box>
      {tabIds.map((id) => (
        <div key={id} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={current !== id}>
          {current === id && panels[id](program)}
        </div>
      ))}
    </>
  );
}

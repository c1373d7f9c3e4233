import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { formatProgramDate } from '../../../lib/program-dates.ts';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { type ProgramInfo, useProgramInfo } from '../api/get-program.ts';
import { OverviewPanel } from './overview-panel.tsx';
import { SchedulePanel } from './schedule-panel.tsx';
import { SyllabusPanel } from './syllabus-panel.tsx';

/** The tab indexes of the spec: 0 program info, 4 syllabus, 5 announcements, 6 academic schedule. */
export const programInfoTabs = [0, 4, 5, 6] as const;
export type ProgramInfoTab = (typeof programInfoTabs)[number];

/** Each tab's name in the `program-info` catalogue (`tabs.<key>`). */
export const programInfoTabKeys = {
  0: 'programInfo',
  4: 'syllabus',
  5: 'announcements',
  6: 'academicSchedule',
} as const;

export interface ProgramInfoViewProps {
  pid: string;
  bpid: string;
  tab: ProgramInfoTab;
  onTabChange: (tab: ProgramInfoTab) => void;
  /** The announcements panel, composed by the page. */
  announcements: ReactNode;
}

/** The batch and its dates, under the page's heading (the program's title). */
function BatchLine({ program }: { program: ProgramInfo }) {
  const { t, i18n } = useTranslation('program-info');
  const zone = useUniversityTime();
  const date = (day: string) => formatProgramDate(day, i18n.language, zone);
  return (
    <Typography sx={{ mb: 2, color: 'text.secondary' }}>
      {t('header', { batch: program.btitle, start: date(program.psd), end: date(program.ped) })}
    </Typography>
  );
}

/** A program's information pages as tabs, under the page's heading; only the chosen tab's panel is rendered. */
export function ProgramInfoView({ pid, bpid, tab, onTabChange, announcements }: ProgramInfoViewProps) {
  const { t } = useTranslation('program-info');
  const query = useProgramInfo(pid, bpid);
  return (
    <QueryState query={query} errorTitle={t('loadFailed')}>
      {(program) => (
        <InfoTabs
          program={program}
          bpid={bpid}
          tab={tab}
          onTabChange={onTabChange}
          announcements={announcements}
        />
      )}
    </QueryState>
  );
}

function InfoTabs({
  program,
  bpid,
  tab,
  onTabChange,
  announcements,
}: Omit<ProgramInfoViewProps, 'pid'> & { program: ProgramInfo }) {
  const { t } = useTranslation('program-info');
  const base = useId();
  const panels: Record<ProgramInfoTab, () => ReactNode> = {
    0: () => <OverviewPanel program={program} />,
    4: () => <SyllabusPanel program={program} />,
    5: () => announcements,
    6: () => <SchedulePanel bpid={bpid} />,
  };
  return (
    <>
      <BatchLine program={program} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ProgramInfoTab) => onTabChange(value)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {programInfoTabs.map((id) => (
            <Tab
              key={id}
              value={id}
              label={t(`tabs.${programInfoTabKeys[id]}`)}
              id={`${base}-tab-${id}`}
              aria-controls={`${base}-panel-${id}`}
            />
          ))}
        </Tabs>
      </Box>
      {programInfoTabs.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-panel-${id}`}
          aria-labelledby={`${base}-tab-${id}`}
          hidden={id !== tab}
        >
          {id === tab && panels[id]()}
        </div>
      ))}
    </>
  );
}

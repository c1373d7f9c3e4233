import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatProgramDate } from '../../../lib/program-dates.ts';
import { type ProgramInfo, useProgramInfo } from '../api/get-program.ts';
import { OverviewPanel } from './overview-panel.tsx';
import { SchedulePanel } from './schedule-panel.tsx';
import { SyllabusPanel } from './syllabus-panel.tsx';

/** The tab indexes of the spec: 0 program info, 4 syllabus, 5 announcements, 6 academic schedule. */
export const programInfoTabs = [0, 4, 5, 6] as const;
export type ProgramInfoTab = (typeof programInfoTabs)[number];

const tabKeys = { 0: 'programInfo', 4: 'syllabus', 5: 'announcements', 6: 'academicSchedule' } as const;

export interface ProgramInfoViewProps {
  pid: string;
  bpid: string;
  tab: ProgramInfoTab;
  onTabChange: (tab: ProgramInfoTab) => void;
  /** The announcements panel, composed by the page. */
  announcements: ReactNode;
}

function Header({ program }: { program: ProgramInfo }) {
  const { t, i18n } = useTranslation('program-info');
  const date = (day: string) => formatProgramDate(day, i18n.language);
  return (
    <Box sx={{ mb: 2 }}>
      {/* Long one-word names ("Pharmacovigilance") must wrap, not overflow, at 360 px. */}
      <Typography
        component="h1"
        variant="h1"
        sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
      >
        {program.ptitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('header', { batch: program.btitle, start: date(program.psd), end: date(program.ped) })}
      </Typography>
    </Box>
  );
}

/** A program's information pages as tabs; only the chosen tab's panel is rendered. */
export function ProgramInfoView({ pid, bpid, tab, onTabChange, announcements }: ProgramInfoViewProps) {
  const { t } = useTranslation('program-info');
  const query = useProgramInfo(pid, bpid);
  const base = useId();
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={t('loadFailed')}
        titleComponent="h1"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <PageLoading />;
  const program = query.data;
  const panels: Record<ProgramInfoTab, () => ReactNode> = {
    0: () => <OverviewPanel program={program} />,
    4: () => <SyllabusPanel program={program} />,
    5: () => announcements,
    6: () => <SchedulePanel bpid={bpid} />,
  };
  return (
    <>
      <PageTitle page={`${t(`tabs.${tabKeys[tab]}`)} · ${program.ptitle}`} />
      <Header program={program} />
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
              label={t(`tabs.${tabKeys[id]}`)}
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ProgramAnnouncements } from '../../features/announcements/components/program-announcements.tsx';
import {
  type ProgramInfoTab,
  ProgramInfoView,
  programInfoTabKeys,
  programInfoTabs,
} from '../../features/program-info/components/program-info-view.tsx';
import { readCurrentProgram } from '../../lib/current-program.ts';
import { useSessionUser } from '../../lib/session.ts';
import { paths } from '../paths.ts';

function isTab(value: number): value is ProgramInfoTab {
  return (programInfoTabs as readonly number[]).includes(value);
}

/** The current program's information pages on tab `tab`; without a current program, the dashboard. */
function ProgramInfoScreen({ tab }: { tab: ProgramInfoTab }) {
  const { t } = useTranslation('program-info');
  const navigate = useNavigate();
  const { username } = useSessionUser();
  const [current] = useState(() => readCurrentProgram(username));
  if (!current) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <PageLayout
      title={current.ptitle}
      documentTitle={`${t(`tabs.${programInfoTabKeys[tab]}`)} · ${current.ptitle}`}
    >
      <ProgramInfoView
        pid={current.pid}
        bpid={current.bpid}
        tab={tab}
        onTabChange={(next) => void navigate(paths.programInfo.getHref(next), { replace: true })}
        announcements={<ProgramAnnouncements bpid={current.bpid} headingLevel="h2" />}
      />
    </PageLayout>
  );
}

/** `/myPrograms/programinfo?tab=N`: 0 program info, 4 syllabus, 5 announcements, 6 academic schedule. */
export function ProgramInfoPage() {
  const [params] = useSearchParams();
  const tab = Number(params.get('tab') ?? 0);
  return <ProgramInfoScreen tab={isTab(tab) ? tab : 0} />;
}

/** `/myPrograms/syllabus`: the syllabus tab. */
export function ProgramSyllabusPage() {
  return <ProgramInfoScreen tab={4} />;
}

/** `/myPrograms/announcements`: the announcements tab. */
export function ProgramAnnouncementsPage() {
  return <ProgramInfoScreen tab={5} />;
}

/** `/myPrograms/academicSchedule`: the academic schedule tab. */
export function AcademicSchedulePage() {
  return <ProgramInfoScreen tab={6} />;
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useProgrammeCourses } from '../../features/staff/course-builder/api/programme-courses.ts';
import { ProgrammeCourses } from '../../features/staff/course-builder/components/programme-courses.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

function Page({ pid }: { pid: string }) {
  const { t } = useTranslation('course-builder');
  const pname = useProgrammeCourses(pid).data?.pname;
  return (
    <PageLayout
      title={pname ? t('coursesTitle', { programme: pname }) : t('coursesLoading')}
      back={{ to: paths.staffProgramme.getHref(pid), label: t('backToProgramme') }}
      maxWidth="lg"
    >
      <ProgrammeCourses pid={pid} />
    </PageLayout>
  );
}

/** /staff/catalogue/:pid/courses: a programme's courses in the course builder (ADR 0089). */
export function StaffProgrammeCoursesPage() {
  const { pid = '' } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <Page key={pid} pid={pid} />
    </RoleGate>
  );
}

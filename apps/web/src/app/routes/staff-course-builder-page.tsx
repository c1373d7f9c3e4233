import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useCourseDraft } from '../../features/staff/course-builder/api/course-draft.ts';
import { CourseBuilder } from '../../features/staff/course-builder/components/course-builder.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

function Page({ pid, tid }: { pid: string; tid: string }) {
  const { t } = useTranslation('course-builder');
  const answer = useCourseDraft(pid, tid).data;
  return (
    <PageLayout
      title={answer?.draft.ttitle ?? t('courseLoading')}
      subtitle={answer?.pname}
      back={{ to: paths.staffProgrammeCourses.getHref(pid), label: t('backToCourses') }}
      maxWidth="lg"
    >
      <CourseBuilder pid={pid} tid={tid} />
    </PageLayout>
  );
}

/** /staff/catalogue/:pid/courses/:tid: the course builder (ADR 0089). */
export function StaffCourseBuilderPage() {
  const { pid = '', tid = '' } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <Page key={`${pid}/${tid}`} pid={pid} tid={tid} />
    </RoleGate>
  );
}

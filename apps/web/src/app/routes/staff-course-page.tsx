import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useTaughtCourses } from '../../features/staff/courses/api/list-taught-courses.ts';
import { CourseTabs } from '../../features/staff/courses/components/course-tabs.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';
import { paths } from '../paths.ts';

function CoursePage({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  // The list's query (often in the cache already): the heading names the course once it is here.
  const course = useTaughtCourses(oid).data?.courses.find((each) => each.bcid === bcid);
  return (
    <PageLayout
      title={course?.ttitle ?? t('courses.loadingTitle')}
      maxWidth="xl"
      back={{ to: paths.staffCourses.getHref(), label: t('courses.back') }}
      subtitle={course && t('courses.subtitle', { programme: course.pname, batch: course.batchTitle })}
    >
      <CourseTabs bcid={bcid} />
    </PageLayout>
  );
}

/** /staff/courses/:bcid: one batch course's learners, and its units and nuggets. */
export function StaffCoursePage() {
  const { bcid = '' } = useParams();
  return (
    <RoleGate roles={teachingRoles}>
      <CoursePage key={bcid} bcid={bcid} />
    </RoleGate>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { CourseScreen } from '../../features/course/components/course-screen.tsx';
import type { CourseTab } from '../../features/course/components/course-tab.ts';
import { paths } from '../paths.ts';
import { courseTabs } from './course-tabs.tsx';

/**
 * `/course?course=<bcid>&tab=<slug>`: a course of the learner's and one of its tabs. Without a course
 * the learner goes to the dashboard to choose one; a missing or unknown tab becomes the first tab, with
 * the address rewritten so that it names it.
 */
export function CoursePage({ tabs = courseTabs }: { tabs?: readonly CourseTab[] }) {
  const { t } = useTranslation('course');
  const [search] = useSearchParams();
  const courseId = search.get('course');
  if (!courseId) return <Navigate to={paths.dashboard.getHref()} replace />;
  const slug = search.get('tab');
  const tab = tabs.find((candidate) => candidate.slug === slug) ?? tabs[0];
  if (tab && tab.slug !== slug) return <Navigate to={paths.course.getHref(courseId, tab.slug)} replace />;
  return (
    <CourseScreen
      key={courseId}
      courseId={courseId}
      tabs={tabs}
      tab={tab}
      hrefOf={(other) => paths.course.getHref(courseId, other)}
      back={{ to: paths.dashboard.getHref(), label: t('backToDashboard') }}
    />
  );
}

import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ReplaceAddress } from '../../components/replace-address.tsx';
import { CourseScreen } from '../../features/course/components/course-screen.tsx';
import { PlayerEntryButton } from '../../features/course-player/components/player-entry-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../paths.ts';
import { courseTabs } from './course-tabs.tsx';

// Feedback and certificate dialogs are their own chunk: the course and its tab come first.
const CourseActions = lazyComponent(() => import('./course-actions.tsx').then((m) => m.CourseActions));

/**
 * `/course?course=<bcid>&tab=<slug>`: a course of the learner's and one of its tabs. Without a course
 * the learner goes to the dashboard to choose one; a missing or unknown tab becomes the first tab, with
 * the address rewritten so that it names it.
 */
export function CoursePage() {
  const { t } = useTranslation('course');
  const [search] = useSearchParams();
  const courseId = search.get('course');
  const slug = search.get('tab');
  const tab = courseTabs.find((candidate) => candidate.slug === slug) ?? courseTabs[0];
  // The tab's panel downloads while the course is asked for, not once the course has arrived.
  useEffect(() => tab?.Panel.prefetch(), [tab]);
  if (!courseId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      {/* The first tab shows at once (as the server prerendered it); the address follows. */}
      {tab && tab.slug !== slug && <ReplaceAddress to={paths.course.getHref(courseId, tab.slug)} />}
      <CourseScreen
        key={courseId}
        courseId={courseId}
        tabs={courseTabs}
        tab={tab}
        hrefOf={(other) => paths.course.getHref(courseId, other)}
        back={{ to: paths.dashboard.getHref(), label: t('backToDashboard') }}
        extras={(course) => (
          <Suspense fallback={null}>
            <CourseActions bcid={course.bcid} tid={course.tid} />
          </Suspense>
        )}
        actions={
          <PlayerEntryButton
            courseId={courseId}
            hrefOf={(objectId) => paths.coursePlayer.getHref(courseId, objectId)}
          />
        }
      />
    </>
  );
}

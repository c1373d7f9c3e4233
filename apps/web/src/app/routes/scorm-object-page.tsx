import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ScormObjectScreen } from '../../features/scorm-player/components/scorm-object-screen.tsx';
import { paths } from '../paths.ts';

/**
 * `/scormObject?course=<bcid>&object=<objid>`: one SCORM object of a course on its own page (see the
 * ADR on SCORM packages). Without both ids the learner goes to the dashboard.
 */
export function ScormObjectPage() {
  const { t } = useTranslation('scorm-player');
  const [search] = useSearchParams();
  const courseId = search.get('course');
  const objectId = search.get('object');
  if (!courseId || !objectId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <ScormObjectScreen
      key={`${courseId} ${objectId}`}
      courseId={courseId}
      objectId={objectId}
      back={{ to: paths.course.getHref(courseId), label: t('backToCourse') }}
    />
  );
}

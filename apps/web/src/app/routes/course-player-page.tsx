import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { ObjectRendererProps, ObjectType } from '../../components/object-renderer.ts';
import { CoursePlayerScreen } from '../../features/course-player/components/course-player-screen.tsx';
import { playerRenderers } from '../../features/course-player/renderers/player-renderers.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../paths.ts';

// Quizzes and mini assignments load with the first quiz object opened.
const QuizObject = lazyComponent(() =>
  import('../../features/quizzes/components/quiz-object.tsx').then((m) => m.QuizObject),
);

/**
 * The renderer of each kind of learning object. The player's own (video, audio, pdf, html,
 * interactivity, vimeo, youtube) come from its feature; SCORM and quizzes add theirs here.
 */
export const renderers: Partial<Record<ObjectType, ComponentType<ObjectRendererProps>>> = {
  ...playerRenderers,
  // scorm-again loads only with a scorm object: the renderer is a chunk of its own.
  scorm: lazyComponent(() =>
    import('../../features/scorm-player/components/scorm-renderer.tsx').then((m) => m.ScormRenderer),
  ),
  quiz: QuizObject,
};

/**
 * `/coursePlayer?course=<bcid>&object=<objid>`: the player on one object of a course of the
 * learner's. Without a course the learner goes to the dashboard to choose one.
 */
export function CoursePlayerPage() {
  const { t } = useTranslation('course-player');
  const [search] = useSearchParams();
  const courseId = search.get('course');
  if (!courseId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <CoursePlayerScreen
      key={courseId}
      courseId={courseId}
      objectId={search.get('object')}
      renderers={renderers}
      hrefOf={(objectId) => paths.coursePlayer.getHref(courseId, objectId)}
      close={{ to: paths.course.getHref(courseId), label: t('close') }}
    />
  );
}

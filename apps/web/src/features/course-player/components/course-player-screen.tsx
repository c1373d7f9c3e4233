import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReplaceAddress } from '../../../components/replace-address.tsx';
import { useUserCourseProgress } from '../api/get-user-course-progress.ts';
import { placedObjects, startingObject } from '../course-order.ts';
import type { Renderers } from './object-stage.tsx';
import { PlayerFrame } from './player-frame.tsx';

export interface CoursePlayerScreenProps {
  courseId: string;
  /** The object named by the address; without one (or one the course lacks) the player picks one. */
  objectId: string | null;
  renderers: Renderers;
  hrefOf: (objectId: string) => string;
  close: { to: string; label: string };
}

/**
 * The course player: the learner's course with their progress, on the object the address names (a
 * reload lands on it), else where they were last, with the address rewritten to name it.
 */
export function CoursePlayerScreen({
  courseId,
  objectId,
  renderers,
  hrefOf,
  close,
}: CoursePlayerScreenProps) {
  const { t } = useTranslation('course-player');
  return (
    <QueryState
      query={useUserCourseProgress(courseId)}
      errorTitle={t('loadFailed')}
      errorTitleComponent="h2"
      frameError={(errorState) => (
        <PageLayout title={t('title')} back={close}>
          {errorState}
        </PageLayout>
      )}
    >
      {(course) => {
        const known = placedObjects(course).some((placed) => placed.object.oid === objectId);
        const shown = known ? objectId : startingObject(course)?.oid;
        if (!shown) {
          return (
            <PageLayout title={course.ttitle} back={close}>
              {t('empty')}
            </PageLayout>
          );
        }
        return (
          <>
            {/* The starting object shows at once (as the server prerendered it); the address follows. */}
            {shown !== objectId && <ReplaceAddress to={hrefOf(shown)} />}
            <PlayerFrame
              course={course}
              objectId={shown}
              renderers={renderers}
              hrefOf={hrefOf}
              close={close}
            />
          </>
        );
      }}
    </QueryState>
  );
}

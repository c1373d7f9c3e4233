import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useQuiz } from '../api/get-quiz.ts';
import { MiniAssignment } from './mini-assignment.tsx';
import { QuizPlayer } from './quiz-player.tsx';

/** The player's renderer of a quiz object: a quiz (qtype 0, 1, 2) or a mini assignment (qtype 3). */
export function QuizObject({
  courseId,
  objectId,
  onComplete,
  onCompletable,
  onOwnControls,
}: ObjectRendererProps) {
  const { t } = useTranslation('quizzes');
  const query = useQuiz(courseId, objectId);
  return (
    <QueryState query={query} errorTitle={t('loadFailed')}>
      {(quiz) =>
        quiz.qtype === 3 ? (
          <MiniAssignment bcid={courseId} quizid={objectId} onComplete={onComplete} />
        ) : (
          <QuizPlayer
            bcid={courseId}
            quiz={quiz}
            onComplete={onComplete}
            onCompletable={onCompletable}
            onOwnControls={onOwnControls}
          />
        )
      }
    </QueryState>
  );
}

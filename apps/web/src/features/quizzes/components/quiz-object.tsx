import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useQuiz } from '../api/get-quiz.ts';
import { MiniAssignment } from './mini-assignment.tsx';
import { QuizPlayer } from './quiz-player.tsx';

function Quiz({ bcid, quizid, onComplete }: { bcid: string; quizid: string; onComplete: () => void }) {
  const { t } = useTranslation('quizzes');
  const query = useQuiz(bcid, quizid);
  return (
    <QueryState query={query} errorTitle={t('loadFailed')}>
      {(quiz) => <QuizPlayer bcid={bcid} quiz={quiz} onComplete={onComplete} />}
    </QueryState>
  );
}

/** The player's renderer of a quiz object: a quiz (qtype 0, 1, 2) or a mini assignment (qtype 3). */
export function QuizObject({ courseId, objectId, object, onComplete }: ObjectRendererProps) {
  if (object.otype === 'quiz' && object.qtype === 3) {
    return <MiniAssignment bcid={courseId} quizid={objectId} onComplete={onComplete} />;
  }
  return <Quiz bcid={courseId} quizid={objectId} onComplete={onComplete} />;
}

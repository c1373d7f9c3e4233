import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QuestionReview as Review, useCheckQuizAnswer } from '../api/check-quiz-answer.ts';
import type { Quiz } from '../api/get-quiz.ts';
import { usePostQuiz } from '../api/post-quiz.ts';
import { AnswersReview } from './answers-review.tsx';
import { QuestionReview } from './question-review.tsx';
import { isAnswered, QuestionView } from './question-view.tsx';
import { QuizIntro } from './quiz-intro.tsx';
import { ScoreScreen } from './score-screen.tsx';

type Phase = 'intro' | 'questions' | 'score' | 'review';

export interface QuizPlayerProps {
  bcid: string;
  quiz: Quiz;
  /** Called when a submission completes a quiz of type 0 or 1 by its rule. */
  onComplete: () => void;
  /** Called while a cutoff quiz (type 2) is passed: the player's Mark Complete completes it (spec 2 §4). */
  onCompletable?: () => void;
  /** Whether the questions, with their own Prev and Next, are on screen (the player's controls give way). */
  onOwnControls?: (shown: boolean) => void;
}

/**
 * The quiz flow of spec 2 §4: instructions, Start, one question at a time, the score, the answers
 * review, Close. Type 0 submits each question for feedback and completes on the last; types 1 and 2
 * submit all at the end. Next and Submit wait for an answer. A passed type 2 quiz enables the player's
 * Mark Complete (spec 2 §4) rather than completing by itself; types 0 and 1 complete on submission.
 * While the questions are on screen their Prev and Next are the only ones: the player's give way.
 */
export function QuizPlayer({ bcid, quiz, onComplete, onCompletable, onOwnControls }: QuizPlayerProps) {
  const { t } = useTranslation('quizzes');
  const [phase, setPhase] = useState<Phase>(quiz.result ? 'score' : 'intro');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[][]>([]);
  const [reviews, setReviews] = useState<Record<number, Review>>({});
  const [offline, setOffline] = useState(false);
  const check = useCheckQuizAnswer(bcid, quiz.quizid);
  const post = usePostQuiz(bcid, quiz.quizid);
  const cutoffPassed = quiz.qtype === 2 && quiz.result?.passed === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the player's callbacks are new on each of its renders; what matters is the pass.
  useEffect(() => {
    if (cutoffPassed) onCompletable?.();
  }, [cutoffPassed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above, the phase is what matters.
  useEffect(() => {
    onOwnControls?.(phase === 'questions');
    return () => onOwnControls?.(false);
  }, [phase]);

  const start = () => {
    setAnswers([]);
    setReviews({});
    setIndex(0);
    setPhase('questions');
  };
  const online = () => {
    setOffline(!navigator.onLine);
    return navigator.onLine;
  };
  const submitAll = () => {
    if (!online()) return;
    post.mutate(answers, {
      onSuccess: (result) => {
        setPhase('score');
        if (result.passed && quiz.qtype !== 2) onComplete();
      },
    });
  };

  if (phase === 'intro') {
    return <QuizIntro quiz={quiz} onStart={start} onShowScore={() => setPhase('score')} />;
  }
  if (phase === 'score' && quiz.result) {
    return (
      <ScoreScreen
        quiz={quiz}
        result={quiz.result}
        onShowAnswers={() => setPhase('review')}
        onTryAgain={start}
        onExit={() => setPhase('intro')}
      />
    );
  }
  if (phase === 'review' && quiz.result?.answers) {
    return (
      <AnswersReview
        questions={quiz.qitems}
        answers={quiz.result.answers}
        onClose={() => setPhase('score')}
      />
    );
  }

  const question = quiz.qitems[index];
  if (!question) return null;
  const answer = answers[index] ?? [];
  const answered = isAnswered(question, answer);
  const last = index === quiz.qitems.length - 1;
  const formative = quiz.qtype === 0;
  const review = reviews[index];
  const failure = post.isError || check.isError;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {t('question', { n: index + 1, total: quiz.qitems.length })}
      </Typography>
      {review ? (
        <QuestionReview question={question} review={review} />
      ) : (
        <QuestionView
          question={question}
          answer={answer}
          onAnswer={(next) => setAnswers((all) => Object.assign([...all], { [index]: next }))}
        />
      )}
      {offline && <Alert severity="warning">{t('offline')}</Alert>}
      {failure && <Alert severity="error">{t('sendFailed')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('prev')}
        </Button>
        {formative && !review && (
          <Button
            variant="contained"
            disabled={!answered || check.isPending}
            onClick={() =>
              online() &&
              check.mutate(
                { index, response: answer },
                { onSuccess: (result) => setReviews((all) => ({ ...all, [index]: result })) },
              )
            }
          >
            {t('submit')}
          </Button>
        )}
        {formative && review && !last && (
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {t('next')}
          </Button>
        )}
        {formative && review && last && (
          <Button variant="contained" onClick={submitAll} disabled={post.isPending}>
            {t('complete')}
          </Button>
        )}
        {!formative && !last && (
          <Button variant="contained" onClick={() => setIndex(index + 1)} disabled={!answered}>
            {t('next')}
          </Button>
        )}
        {!formative && last && (
          <Button variant="contained" onClick={submitAll} disabled={!answered || post.isPending}>
            {t('submit')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setPhase('intro')} sx={{ ml: 'auto' }}>
          {t('exit')}
        </Button>
      </Box>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import {
  type QuizPreview as Preview,
  type QuizPreviewReview,
  useCheckPreview,
  useQuizPreview,
} from '../api/quiz-authoring.ts';
import { PreviewBanner } from './preview-banner.tsx';

export type PreviewQuestion = Preview['qitems'][number];

export interface QuizPreviewProps {
  quizid: string;
  /** The learner's own question view (the page passes the quizzes feature's), so the preview is theirs. */
  renderQuestion: (
    question: PreviewQuestion,
    answer: number[],
    onAnswer: (answer: number[]) => void,
  ) => ReactNode;
  isAnswered: (question: PreviewQuestion, answer: number[] | undefined) => boolean;
  /** The learner's own review of an answered question: each option right or wrong, the feedback. */
  renderReview: (question: PreviewQuestion, review: QuizPreviewReview) => ReactNode;
}

function PreviewRun({
  quiz,
  renderQuestion,
  isAnswered,
  renderReview,
}: { quiz: Preview } & Omit<QuizPreviewProps, 'quizid'>) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const checking = useCheckPreview();
  const [answers, setAnswers] = useState<number[][]>(() => quiz.qitems.map(() => []));
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Prev and Next move the focus to the new question's heading, so Tab goes on into its options.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);
  const question = quiz.qitems[index];
  const total = quiz.qitems.length;
  const answered = question ? isAnswered(question, answers[index]) : false;
  const submit = () => checking.mutate({ oid, quizid: quiz.quizid, responses: answers });
  const restart = () => {
    checking.reset();
    setAnswers(quiz.qitems.map(() => []));
    setIndex(0);
  };

  if (checking.data) {
    const { percent, passed, answers: reviews } = checking.data;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={passed ? 'success' : 'info'} role="status">
          {t('quizAuthoring.preview.score', { percent })}
          {quiz.qtype === 2 && !passed
            ? ` ${t('quizAuthoring.preview.belowCutoff', { cutoff: quiz.cutoff })}`
            : ''}
        </Alert>
        <Stack component="ol" spacing={3} sx={{ pl: 3, m: 0, alignSelf: 'stretch' }}>
          {reviews.map((review, at) => {
            const question = quiz.qitems[at];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one review per question, in order
              <li key={at}>{question && renderReview(question, review)}</li>
            );
          })}
        </Stack>
        <Button variant="contained" onClick={restart}>
          {t('quizAuthoring.preview.again')}
        </Button>
      </Stack>
    );
  }
  if (quiz.qtype === 3) return <Typography>{t('quizAuthoring.preview.miniAssignment')}</Typography>;
  if (!question) return <Typography>{t('quizAuthoring.preview.noQuestions')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h6">
        {t('quizAuthoring.preview.questionOf', { n: index + 1, total })}
      </Typography>
      {renderQuestion(question, answers[index] ?? [], (answer) =>
        setAnswers(answers.map((each, at) => (at === index ? answer : each))),
      )}
      {checking.isError && <CallFailure error={checking.error} onRetry={submit} />}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('quizAuthoring.preview.prev')}
        </Button>
        {index < total - 1 ? (
          <Button variant="contained" disabled={!answered} onClick={() => setIndex(index + 1)}>
            {t('quizAuthoring.preview.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!answered || checking.isPending} onClick={submit}>
            {t('quizAuthoring.preview.submit')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The quiz as a learner takes it, one question at a time, scored by the server; nothing is recorded. */
export function QuizPreview({ quizid, renderQuestion, isAnswered, renderReview }: QuizPreviewProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const preview = useQuizPreview(oid, quizid);
  return (
    <Stack spacing={2}>
      <PreviewBanner notice={t('quizAuthoring.preview.notice')} />
      <QueryState query={preview} errorTitle={t('quizAuthoring.loadFailed')}>
        {(quiz) => (
          <PreviewRun
            quiz={quiz}
            renderQuestion={renderQuestion}
            isAnswered={isAnswered}
            renderReview={renderReview}
          />
        )}
      </QueryState>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import {
  type AssessmentPreview as Preview,
  type PreviewAnswer,
  type PreviewMarking,
  useAssessmentPreview,
  useCheckAssessmentPreview,
} from '../api/quiz-authoring.ts';
import { PreviewBanner } from './preview-banner.tsx';

type Question = Preview['qitems'][number];

/** The learner's own pieces, which the page passes from the assessments feature (ADR 0099). */
export interface LearnerAssessmentViews {
  /** A question with its answer field, as the learner answers it. */
  question: (
    question: Question,
    answer: PreviewAnswer | undefined,
    onChange: (answer: PreviewAnswer) => void,
    label: string,
  ) => ReactNode;
  /** The numbered grid of questions. */
  navigator: (
    count: number,
    current: number,
    answered: (index: number) => boolean,
    onGo: (index: number) => void,
  ) => ReactNode;
  /** The answers view a learner opens once the answer date has passed. */
  answers: (marking: PreviewMarking) => ReactNode;
  isAnswered: (answer: PreviewAnswer | undefined) => boolean;
}

function MarkingView({
  preview,
  marking,
  views,
  onRestart,
}: {
  preview: Preview;
  marking: PreviewMarking;
  views: LearnerAssessmentViews;
  onRestart: () => void;
}) {
  const { t } = useTranslation('staff');
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => status.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <Alert ref={status} tabIndex={-1} severity="info" role="status">
        {preview.quiztype === 'assess' && marking.score !== null
          ? t('quizAuthoring.assessmentPreview.score', { score: marking.score })
          : t('quizAuthoring.assessmentPreview.notScored')}
        {preview.qitems.some((question) => question.atype >= 7)
          ? ` ${t('quizAuthoring.assessmentPreview.openMarked')}`
          : ''}
      </Alert>
      <Typography component="h2" variant="h6">
        {t('quizAuthoring.assessmentPreview.answersHeading')}
      </Typography>
      {views.answers(marking)}
      <Button variant="contained" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
        {t('quizAuthoring.preview.again')}
      </Button>
    </Stack>
  );
}

function PreviewRun({ preview, views }: { preview: Preview; views: LearnerAssessmentViews }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const checking = useCheckAssessmentPreview();
  const [answers, setAnswers] = useState<ReadonlyMap<string, PreviewAnswer>>(new Map());
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Prev, Next and the grid move the focus to the new question's heading, so Tab goes on into its answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);
  const questions = preview.qitems;
  const total = questions.length;
  const question = questions[index];
  const answeredAt = (at: number) => views.isAnswered(answers.get(questions[at]?.iid ?? ''));
  const assignment = preview.quiztype === 'assign';
  const unanswered = questions.some((_, at) => !answeredAt(at));
  const go = (to: number) => setIndex(Math.min(Math.max(to, 0), total - 1));
  const submit = () =>
    checking.mutate({
      oid,
      assessid: preview.assessid,
      response: [...answers.values()].filter((answer) => views.isAnswered(answer)),
    });
  const restart = () => {
    checking.reset();
    setAnswers(new Map());
    moved.current = false;
    setIndex(0);
  };

  if (checking.data) {
    return <MarkingView preview={preview} marking={checking.data} views={views} onRestart={restart} />;
  }
  if (!question) return <Typography>{t('quizAuthoring.assessmentPreview.noQuestions')}</Typography>;
  const label = t('quizAuthoring.preview.questionOf', { n: index + 1, total });
  return (
    <Stack spacing={2}>
      {preview.instructions && (
        <section aria-labelledby="preview-instructions">
          <Typography id="preview-instructions" component="h2" variant="h6">
            {t('quizAuthoring.assessmentPreview.instructions')}
          </Typography>
          <SafeHtml html={preview.instructions} sx={{ overflowWrap: 'anywhere' }} />
        </section>
      )}
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h6">
        {label}
      </Typography>
      {views.question(
        question,
        answers.get(question.iid),
        (answer) => setAnswers(new Map(answers).set(answer.iid, answer)),
        label,
      )}
      {checking.isError && <CallFailure error={checking.error} onRetry={submit} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
          {t('quizAuthoring.preview.prev')}
        </Button>
        {index < total - 1 ? (
          <Button
            variant="contained"
            disabled={assignment && !answeredAt(index)}
            onClick={() => go(index + 1)}
          >
            {t('quizAuthoring.preview.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={checking.isPending || (assignment && unanswered)}
            onClick={submit}
          >
            {t('quizAuthoring.preview.submit')}
          </Button>
        )}
      </Stack>
      {views.navigator(total, index, answeredAt, go)}
    </Stack>
  );
}

/**
 * An assessment or assignment as a learner takes it, whatever its window (ADR 0099): the instructions,
 * one question at a time in the learner's own views, then the marking a submission would get and the
 * learner's answers view. Nothing is recorded, no file is sent and no clock runs.
 */
export function AssessmentPreview({ assessid, views }: { assessid: string; views: LearnerAssessmentViews }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const preview = useAssessmentPreview(oid, assessid);
  return (
    <Stack spacing={2}>
      <PreviewBanner notice={t('quizAuthoring.assessmentPreview.notice')} />
      <QueryState query={preview} errorTitle={t('quizAuthoring.loadFailed')}>
        {(data) => <PreviewRun preview={data} views={views} />}
      </QueryState>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { isAnswered } from '../answer-state.ts';
import { type AssessmentQuiz, useAssessmentQuiz } from '../api/get-assessment-quiz.ts';
import type { QuizKind } from '../api/get-assessments.ts';
import { uploadAnswerFile } from '../api/upload-answer-file.ts';
import { formatAssessmentTime } from '../assessment-time.ts';
import { useAnswerQueue } from '../hooks/use-answer-queue.ts';
import { AssessmentQuestion } from './assessment-question.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { Countdown } from './quiz-countdown.tsx';

function QuizScreen({ quiz, quiztype, back }: { quiz: AssessmentQuiz; quiztype: QuizKind; back: string }) {
  const { t } = useTranslation('assessments');
  const { oid } = useOrganisation();
  const zone = useUniversityTime();
  const { username } = useSessionUser();
  const target = { oid, eid: username, assessid: quiz.assessid, quiztype };
  const queue = useAnswerQueue(target, quiz);
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const questions = quiz.qitems;
  const question = questions[index];
  const total = questions.length;
  const answeredAt = (at: number) => isAnswered(queue.answers.get(questions[at]?.iid ?? ''));
  const unanswered = questions.some((_, at) => !answeredAt(at));
  const assignment = quiztype === 'assign';
  const closed = queue.submitted || queue.refusal !== null;

  const go = (to: number) => {
    queue.commit();
    setIndex(Math.min(Math.max(to, 0), total - 1));
  };
  const submit = () => {
    setConfirming(false);
    queue.commit();
    queue.submit();
  };

  if (queue.submitted) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">
          {queue.pending === 0 ? t('messages.submitted') : t('quiz.submitQueued')}
        </Alert>
        <Button component={RouterLink} to={back} variant="contained">
          {t('quiz.backToCourse')}
        </Button>
      </Stack>
    );
  }
  if (!question) return null;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="h2" variant="h6">
          {t('quiz.questionOf', { n: index + 1, total })}
        </Typography>
        {!assignment && <Countdown quiz={quiz} onOver={queue.submit} />}
      </Stack>
      {queue.offline && <Alert severity="warning">{t('messages.offline')}</Alert>}
      {queue.refusal && <Alert severity="error">{queue.refusal}</Alert>}
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {queue.lastSavedAt
          ? t('quiz.lastSaved', { time: formatAssessmentTime(queue.lastSavedAt, zone) })
          : t('quiz.notSavedYet')}
        {queue.pending > 0 ? ` ${t('quiz.waiting', { count: queue.pending })}` : ''}
      </Typography>
      <AssessmentQuestion
        key={question.iid}
        question={question}
        answer={queue.answers.get(question.iid)}
        onChange={(answer) => {
          queue.setAnswer(answer);
          // An uploaded file is an answer given in one act: saved at once.
          if (answer.fname) queue.commit();
        }}
        onUpload={(file) => uploadAnswerFile({ ...target, iid: question.iid }, file)}
        disabled={closed}
        label={t('quiz.questionOf', { n: index + 1, total })}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
          {t('quiz.prev')}
        </Button>
        {index < total - 1 ? (
          <Button
            variant="contained"
            disabled={assignment && !answeredAt(index)}
            onClick={() => go(index + 1)}
          >
            {t('quiz.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={closed || (assignment && unanswered)}
            onClick={() => (unanswered ? setConfirming(true) : submit())}
          >
            {t('quiz.submit')}
          </Button>
        )}
      </Stack>
      <QuestionNavigator count={total} current={index} answered={answeredAt} onGo={go} />
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="unanswered-title">
        <DialogTitle id="unanswered-title">{t('quiz.submit')}</DialogTitle>
        <DialogContent>
          <Typography>{t('messages.unanswered')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('quiz.keepAnswering')}</Button>
          <Button variant="contained" onClick={submit}>
            {t('quiz.submitAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export interface QuizViewProps {
  assessid: string;
  quiztype: QuizKind;
  /** The course page to go back to. */
  back: string;
}

/**
 * The quiz view of an assessment or assignment: one question at a time with its answer saved as the
 * learner goes (kept on the device while offline), a countdown to the end by the server's clock, and
 * the one submission. A reload or another device resumes it with every saved answer.
 */
export function QuizView({ assessid, quiztype, back }: QuizViewProps) {
  const { t } = useTranslation('assessments');
  const query = useAssessmentQuiz(assessid, quiztype);
  if (query.error instanceof ApiError && query.error.code === 'CONFLICT') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{query.error.message}</Alert>
        <Button component={RouterLink} to={back} variant="contained">
          {t('quiz.backToCourse')}
        </Button>
      </Stack>
    );
  }
  return (
    <QueryState query={query} errorTitle={t('quiz.loadFailed')}>
      {(quiz) => <QuizScreen quiz={quiz} quiztype={quiztype} back={back} />}
    </QueryState>
  );
}

import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { type FeedbackKind, useFeedbackSummary } from '../api/get-feedback-summary.ts';
import { QuestionSummary } from './question-summary.tsx';

/** The course's (cr) or instructor's (ir) feedback of one batch course: how many answered, then each question. */
export function CourseFeedbackSummary({ bcid, crir }: { bcid: string; crir: FeedbackKind }) {
  const { t } = useTranslation('staff');
  const summary = useFeedbackSummary(bcid, crir);
  return (
    <QueryState
      query={summary}
      errorTitle={t('staffFeedback.failed')}
      isEmpty={(data) => data.questions.length === 0 || data.responses === 0}
      empty={t(emptyReason(summary.data))}
    >
      {(data) => (
        <>
          <Typography sx={{ mb: 1 }}>{t('staffFeedback.answered', { count: data.responses })}</Typography>
          {data.questions.map((question) => (
            <QuestionSummary key={question.qid} summary={question} />
          ))}
        </>
      )}
    </QueryState>
  );
}

/** Why nothing is shown: the course has no such form, or nobody has answered it yet. */
function emptyReason(summary: { questions: unknown[] } | undefined) {
  return summary && summary.questions.length === 0 ? 'staffFeedback.noForm' : 'staffFeedback.noResponses';
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { type AssessmentSummary, type QuizKind, useAssessments } from '../api/get-assessments.ts';
import { formatAssessmentTime } from '../assessment-time.ts';
import { AnswersDialog } from './answers-dialog.tsx';
import { InstructionDialog } from './instruction-dialog.tsx';

function AssessmentItem({
  item,
  onStart,
  onAnswers,
}: {
  item: AssessmentSummary;
  onStart(): void;
  onAnswers(): void;
}) {
  const { t, i18n } = useTranslation('assessments');
  const zone = useUniversityTime();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          {item.startdate && item.enddate && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('list.window', {
                start: formatAssessmentTime(item.startdate, zone),
                end: formatAssessmentTime(item.enddate, zone),
                zone: zone.zoneName(item.enddate, i18n.language),
              })}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {item.score !== null && <Typography>{t('list.score', { score: item.score })}</Typography>}
          {item.answersAvailable && (
            <Button
              variant="text"
              onClick={onAnswers}
              aria-label={t('list.answersOf', { title: item.title })}
            >
              {t('list.answers')}
            </Button>
          )}
          {item.open && (
            <Button
              variant="contained"
              onClick={onStart}
              aria-label={t('list.startOf', { title: item.title })}
            >
              {t('list.start')}
            </Button>
          )}
        </Stack>
      </Stack>
      {item.marks.length > 0 && <ReleasedMarks marks={item.marks} />}
    </Paper>
  );
}

/** The marks and comments of the open answers, once staff released them; the comments are text. */
function ReleasedMarks({ marks }: { marks: AssessmentSummary['marks'] }) {
  const { t } = useTranslation('assessments');
  return (
    <Box component="section" sx={{ mt: 1 }}>
      <Typography component="h4" variant="subtitle2">
        {t('list.marks')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
        {marks.map((mark) => (
          <li key={mark.iid}>
            <Typography variant="body2">
              {t('list.markOf', { n: mark.n, mark: mark.mark, outOf: mark.outOf })}
            </Typography>
            {mark.comment !== '' && (
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
              >
                {mark.comment}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The assessments (or assignments) of a course with Start, the score and the Answers link. */
export function AssessmentList({ courseId, quiztype }: { courseId: string; quiztype: QuizKind }) {
  const { t } = useTranslation('assessments');
  const [starting, setStarting] = useState<AssessmentSummary | null>(null);
  const [reviewing, setReviewing] = useState<AssessmentSummary | null>(null);
  return (
    <>
      <QueryState
        query={useAssessments(courseId, quiztype)}
        errorTitle={t('list.loadFailed')}
        isEmpty={(list) => list.assessments.length === 0}
        empty={t(quiztype === 'assess' ? 'messages.noAssessments' : 'messages.noAssignments')}
      >
        {(list) => (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
            {list.assessments.map((item) => (
              <AssessmentItem
                key={item.assessid}
                item={item}
                onStart={() => setStarting(item)}
                onAnswers={() => setReviewing(item)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <InstructionDialog
        assessment={starting}
        start={starting ? paths.courseAssessment.getHref(courseId, starting.assessid, starting.quiztype) : ''}
        onClose={() => setStarting(null)}
      />
      <AnswersDialog assessment={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

/** The course page's Assessments tab. */
export function AssessmentsPanel({ courseId }: { courseId: string }) {
  return <AssessmentList courseId={courseId} quiztype="assess" />;
}

/** The course page's Assignments tab. */
export function AssignmentsPanel({ courseId }: { courseId: string }) {
  return <AssessmentList courseId={courseId} quiztype="assign" />;
}

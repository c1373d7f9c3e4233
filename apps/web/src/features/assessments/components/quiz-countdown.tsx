import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentQuiz } from '../api/get-assessment-quiz.ts';
import { useServerClock } from '../api/get-server-time.ts';
import { formatCountdown } from '../assessment-time.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** About this long before the end the attempt is submitted as it stands (spec 2 §4). */
const autoSubmitMs = 2000;

/**
 * The time left by the server's clock, to the learner's end as the server's last poll gave it (their
 * extra time, granted during the attempt too, ADR 0073), else as the quiz was opened with; at the end,
 * `onOver` submits the attempt.
 */
export function Countdown({
  quiz,
  onOver,
}: {
  quiz: Pick<AssessmentQuiz, 'assessid' | 'enddate'>;
  onOver(): void;
}) {
  const { t } = useTranslation('assessments');
  const clock = useServerClock(quiz.assessid);
  const end = clock?.enddate === undefined ? quiz.enddate : clock.enddate;
  const remaining = useCountdown(end, clock?.offset);
  const over = remaining !== undefined && remaining <= autoSubmitMs;
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);
  if (remaining === undefined) return null;
  return (
    <Typography
      component="p"
      aria-label={t('quiz.timeLeft')}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
    >
      <span role="timer">{formatCountdown(remaining)}</span>
    </Typography>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../../lib/university-time.ts';
import type { IaCourse, IaMark } from '../api/get-ia-marks.ts';
import type { IaConcern } from '../api/update-ia-concern.ts';

export interface CourseMarksTableProps {
  course: IaCourse;
  /** The mark whose answer is being saved, if any. */
  saving: string | null;
  onAnswer: (mark: IaMark, concern: IaConcern) => void;
}

function statusKey(mark: IaMark) {
  if (mark.concernAnswer) return 'concernAnswer.status' as const;
  if (mark.concern === 'raised') return 'status.raised' as const;
  if (mark.concern === 'none') return 'status.none' as const;
  return mark.windowOpen ? ('status.pending' as const) : ('status.unanswered' as const);
}

/** A moment as the university's clock shows it, its zone named ("Nov 30, 2026, 10:00 AM (GMT+5:30)"), as every screen does. */
function useUniversityMoment(): (iso: string) => string {
  const { i18n } = useTranslation('ia-marks');
  const zone = useUniversityTime();
  return (iso) =>
    `${zone.format(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })} (${zone.zoneName(iso, i18n.language)})`;
}

/** Staff's answer to the learner's concern, as text (it is plain text), with when it was given. */
function ConcernAnswer({ answer }: { answer: NonNullable<IaMark['concernAnswer']> }) {
  const { t } = useTranslation('ia-marks');
  const at = useUniversityMoment()(answer.answeredAt);
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1, my: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('concernAnswer.label', { time: at })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {answer.text}
      </Typography>
    </Box>
  );
}

function ConcernCell({
  mark,
  saving,
  onAnswer,
}: {
  mark: IaMark;
  saving: boolean;
  onAnswer: CourseMarksTableProps['onAnswer'];
}) {
  const { t } = useTranslation('ia-marks');
  const until = useUniversityMoment()(mark.windowClosesAt);
  // An answered concern is closed: the learner reads the answer and may no longer change theirs.
  const disabled = !mark.windowOpen || saving || mark.concernAnswer !== null;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{t(statusKey(mark))}</Typography>
      {mark.concernAnswer && <ConcernAnswer answer={mark.concernAnswer} />}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {mark.concernAnswer
          ? t('concernAnswer.closed')
          : mark.windowOpen
            ? t('openUntil', { time: until })
            : t('closed')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant={mark.concern === 'raised' ? 'contained' : 'outlined'}
          disabled={disabled}
          aria-pressed={mark.concern === 'raised'}
          aria-label={t('raiseOf', { name: mark.name })}
          onClick={() => onAnswer(mark, 'raised')}
        >
          {t('raise')}
        </Button>
        <Button
          size="small"
          variant={mark.concern === 'none' ? 'contained' : 'outlined'}
          disabled={disabled}
          aria-pressed={mark.concern === 'none'}
          aria-label={t('noneOf', { name: mark.name })}
          onClick={() => onAnswer(mark, 'none')}
        >
          {t('none')}
        </Button>
      </Box>
    </>
  );
}

/** One course's marks: IA Names, Marks Scored and Concern Status, with the two answers per row. */
export function CourseMarksTable({ course, saving, onAnswer }: CourseMarksTableProps) {
  const { t } = useTranslation('ia-marks');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ fontSize: '1.1rem', p: 2, pb: 1 }}>
        {course.ttitle}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.name')}</TableCell>
              <TableCell>{t('columns.marks')}</TableCell>
              <TableCell>{t('columns.concern')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {course.marks.map((mark) => (
              <TableRow key={mark.iaid}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 80 }}>
                  {mark.name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('marksOf', { marks: mark.marks, max: mark.maxMarks })}
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  <ConcernCell mark={mark} saving={saving === mark.iaid} onAnswer={onAnswer} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { type UniversityTime, useUniversityTime } from '../../../lib/university-time.ts';
import { useAssignmentData } from '../api/get-assignment-data.ts';
import { InstructorFeedbackList } from './instructor-feedback-list.tsx';
import { MiniAssignmentForm } from './mini-assignment-form.tsx';
import { SubmittedAnswers } from './submitted-answers.tsx';

/** The deadline at the university, its zone named: "15 Dec 2026, 23:59 (GMT+5:30)". */
function deadlineText(deadLine: string, zone: UniversityTime, language: string): string {
  const time = zone.format(deadLine, 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return `${time} (${zone.zoneName(deadLine, language)})`;
}

/**
 * A mini assignment (qtype 3): the answers to give, then 'Assignment submitted'; one edit before the
 * deadline; after it the spec's message. The instructor's feedback shows with the answers.
 */
export function MiniAssignment({
  bcid,
  quizid,
  onComplete,
}: {
  bcid: string;
  quizid: string;
  onComplete: () => void;
}) {
  const { t, i18n } = useTranslation('quizzes');
  const zone = useUniversityTime();
  const query = useAssignmentData(bcid, quizid);
  const [editing, setEditing] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);

  return (
    <QueryState query={query} errorTitle={t('assignmentLoadFailed')}>
      {(data) => {
        const closed = data.errorMessage !== undefined;
        const showForm = !closed && (data.edited === 0 || editing);
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {data.deadLine && !closed && (
              <Typography color="text.secondary">
                {t('mini.deadline', { date: deadlineText(data.deadLine, zone, i18n.language) })}
              </Typography>
            )}
            {closed && <Alert severity="warning">{t('mini.deadlineOver')}</Alert>}
            {justSubmitted && !editing && (
              <Alert severity="success" role="status">
                {t('mini.submitted')}
              </Alert>
            )}
            {showForm ? (
              <MiniAssignmentForm
                bcid={bcid}
                data={data}
                onCancel={editing ? () => setEditing(false) : undefined}
                onSubmitted={() => {
                  setEditing(false);
                  setJustSubmitted(true);
                  onComplete();
                }}
              />
            ) : (
              data.edited > 0 && <SubmittedAnswers data={data} />
            )}
            {!showForm && !closed && data.edited === 1 && (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography color="text.secondary">{t('mini.editsLeft')}</Typography>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {t('mini.edit')}
                </Button>
              </Box>
            )}
            {!showForm && data.edited === 2 && (
              <Typography color="text.secondary">{t('mini.final')}</Typography>
            )}
            {data.edited > 0 && <InstructorFeedbackList feedback={data.feedback} />}
          </Box>
        );
      }}
    </QueryState>
  );
}

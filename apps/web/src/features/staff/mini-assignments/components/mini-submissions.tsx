import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useAddMiniFeedback, useMiniSubmissions } from '../api/mini-assignment-queries.ts';
import { SubmissionCard } from './submission-card.tsx';

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; error: unknown };

/**
 * The submissions of one mini assignment, by learner name, each with its answers, its feedback and a
 * box to add feedback; the outcome of each is said above them and takes the focus.
 */
export function MiniSubmissions({ bcid, quizid }: { bcid: string; quizid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const list = useMiniSubmissions(bcid, quizid);
  const add = useAddMiniFeedback();
  const errorText = useStaffErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const give = (eid: string, learnerName: string, message: string): Promise<boolean> =>
    add.mutateAsync({ oid, bcid, quizid, eid, message }).then(
      () => {
        setOutcome({ kind: 'done', text: t('staffMiniAssignments.given', { name: learnerName }) });
        return true;
      },
      (error: unknown) => {
        setOutcome({ kind: 'failed', error });
        return false;
      },
    );

  return (
    <Box>
      {outcome?.kind === 'done' && (
        <Alert ref={said} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert ref={said} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(outcome.error)}
        </Alert>
      )}
      <QueryState
        query={list}
        errorTitle={t('staffMiniAssignments.submissionsFailed')}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('staffMiniAssignments.noSubmissions')}
      >
        {(data) => (
          <Box
            component="ul"
            aria-label={t('staffMiniAssignments.submissions', { title: data.assignment.title })}
            aria-busy={list.isFetching}
            sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {data.rows.map((row) => (
              <SubmissionCard
                key={row.eid}
                submission={row}
                busy={add.isPending}
                onFeedback={(message) => give(row.eid, row.learnerName, message)}
              />
            ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}

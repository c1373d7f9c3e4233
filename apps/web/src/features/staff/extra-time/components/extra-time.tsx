import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffTime } from '../../format-time.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import {
  type AccommodationRow,
  useAccommodations,
  useRemoveAccommodation,
  useSetAccommodation,
} from '../api/accommodations.ts';
import { type TimedAssessment, useTimedAssessments } from '../api/timed-assessments.ts';
import { type AccommodationDraft, AccommodationForm } from './accommodation-form.tsx';
import { AccommodationsTable } from './accommodations-table.tsx';

/** What the last change came to: said above the list, which has been read again either way. */
type Outcome =
  | { kind: 'granted'; name: string; enddate: string | null }
  | { kind: 'removed'; name: string }
  | { kind: 'failed'; error: unknown };

function useAssessmentLabel() {
  const { format } = useStaffTime();
  return (assessment: TimedAssessment) =>
    assessment.startdate && assessment.enddate
      ? `${assessment.title} (${format(assessment.startdate)} – ${format(assessment.enddate)})`
      : assessment.title;
}

/**
 * Extra time on a timed assessment the member teaches (the assessment in the address): its
 * accommodations, a learner's granted by e-mail with the minutes and the reason, or removed. The
 * outcome is said above the list and takes the focus.
 */
export function ExtraTime() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const [search, setSearch] = useSearchParams();
  const assessid = search.get('assessid');
  const assessments = useTimedAssessments(oid);
  const accommodations = useAccommodations(oid, assessid);
  const grant = useSetAccommodation();
  const remove = useRemoveAccommodation();
  const errorText = useStaffErrorText();
  const label = useAssessmentLabel();
  const { format } = useStaffTime();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const choose = (next: string) => {
    setOutcome(null);
    setSearch(next === '' ? {} : { assessid: next });
  };

  const onGrant = async (draft: AccommodationDraft): Promise<boolean> => {
    if (!assessid) return false;
    try {
      const row = await grant.mutateAsync({ oid, assessid, ...draft });
      setOutcome({ kind: 'granted', name: row.name || row.eid, enddate: row.enddate });
      return true;
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      return false;
    }
  };

  const onRemove = (row: AccommodationRow) => {
    if (!assessid) return;
    remove.mutateAsync({ oid, assessid, eid: row.eid }).then(
      () => setOutcome({ kind: 'removed', name: row.name || row.eid }),
      (error: unknown) => setOutcome({ kind: 'failed', error }),
    );
  };

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('extraTime.intro')}</Typography>
      <QueryState query={assessments} errorTitle={t('extraTime.assessmentsFailed')}>
        {({ rows }) =>
          rows.length === 0 ? (
            <Typography>{t('extraTime.noAssessments')}</Typography>
          ) : (
            <TextField
              select
              label={t('extraTime.assessment')}
              value={rows.some((row) => row.assessid === assessid) ? assessid : ''}
              onChange={(event) => choose(event.target.value)}
              sx={{ minWidth: '30ch', maxWidth: '100%', mb: 3 }}
            >
              {rows.map((row) => (
                <MenuItem key={row.assessid} value={row.assessid}>
                  {label(row)}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      </QueryState>
      {outcome?.kind === 'granted' && (
        <Alert ref={said} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {t('extraTime.granted', {
            name: outcome.name,
            end: outcome.enddate ? format(outcome.enddate) : '—',
          })}
        </Alert>
      )}
      {outcome?.kind === 'removed' && (
        <Alert ref={said} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {t('extraTime.removed', { name: outcome.name })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert ref={said} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(outcome.error)}
        </Alert>
      )}
      {assessid && (
        <>
          <AccommodationForm busy={grant.isPending} onGrant={onGrant} />
          <QueryState query={accommodations} errorTitle={t('extraTime.failed')}>
            {({ rows }) => (
              <AccommodationsTable
                rows={rows}
                busy={remove.isPending || accommodations.isFetching}
                onRemove={onRemove}
              />
            )}
          </QueryState>
        </>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useRecordBatches } from '../../record-batches/api/list-record-batches.ts';
import { BatchSelect } from '../../record-batches/components/batch-select.tsx';
import { useStaffErrorText } from '../../staff-error-text.ts';
import {
  type BatchHallTicket,
  useBatchHallTickets,
  useGenerateHallTickets,
} from '../api/batch-hall-tickets.ts';
import { useUploadHallTicket } from '../api/upload-hall-ticket.ts';
import { BatchTicketsTable } from './batch-tickets-table.tsx';
import { GenerateForm } from './generate-form.tsx';

type Outcome =
  | { kind: 'generated'; count: number }
  | { kind: 'uploaded'; name: string }
  | { kind: 'failed'; error: unknown };

/**
 * Hall tickets per batch (the batch in the address): generate them all as PDFs for an exam, or upload
 * one learner's; what happened is said above the list and takes the focus.
 */
export function StaffHallTickets() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const bpid = search.get('batch') ?? '';
  const batches = useRecordBatches(oid);
  const learners = useBatchHallTickets(oid, bpid);
  const generate = useGenerateHallTickets();
  const upload = useUploadHallTicket();
  const errorText = useStaffErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const onUpload = (learner: BatchHallTicket, file: File) => {
    setUploading(learner.eid);
    upload
      .mutateAsync({ oid, bpid, eid: learner.eid, file })
      .then(
        () => setOutcome({ kind: 'uploaded', name: learner.name }),
        (error: unknown) => setOutcome({ kind: 'failed', error }),
      )
      .finally(() => setUploading(null));
  };

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('hallTickets.intro')}</Typography>
      <QueryState query={batches} errorTitle={t('records.batchesFailed')}>
        {({ batches: list }) => (
          <BatchSelect
            batches={list}
            value={bpid}
            onChange={(next) => {
              setOutcome(null);
              search.update({ batch: next });
            }}
          />
        )}
      </QueryState>
      {bpid !== '' && (
        <>
          <GenerateForm
            busy={generate.isPending}
            error={generate.error}
            onGenerate={(exam) =>
              generate.mutate(
                { oid, bpid, ...exam },
                {
                  onSuccess: ({ generated }) => setOutcome({ kind: 'generated', count: generated }),
                  onError: (error) => setOutcome({ kind: 'failed', error }),
                },
              )
            }
          />
          {outcome && (
            <Alert
              ref={said}
              tabIndex={-1}
              severity={outcome.kind === 'failed' ? 'error' : 'success'}
              role={outcome.kind === 'failed' ? 'alert' : 'status'}
              sx={{ mb: 2 }}
            >
              {outcome.kind === 'generated' && t('hallTickets.generated', { count: outcome.count })}
              {outcome.kind === 'uploaded' && t('hallTickets.uploaded', { name: outcome.name })}
              {outcome.kind === 'failed' && errorText(outcome.error)}
            </Alert>
          )}
          <QueryState
            query={learners}
            errorTitle={t('hallTickets.failed')}
            isEmpty={(data) => data.learners.length === 0}
            empty={t('hallTickets.noLearners')}
          >
            {(data) => (
              <BatchTicketsTable learners={data.learners} uploading={uploading} onUpload={onUpload} />
            )}
          </QueryState>
        </>
      )}
    </>
  );
}

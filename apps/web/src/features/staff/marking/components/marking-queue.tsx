import { type MarkingStatus, markingPageSize } from '@aula/contract/staff-marking';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useStaffTime } from '../../format-time.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { exportMarks } from '../api/export-marks.ts';
import { type MarkingQueueRow, useMarkingQueue } from '../api/list-marking.ts';
import { useReleaseMarks } from '../api/release-marks.ts';
import { useSetAnonymousMarking } from '../api/set-anonymous-marking.ts';
import { useLearnerLabel } from './learner-label.ts';

const statuses: readonly MarkingStatus[] = ['unmarked', 'marked', 'released'];
const statusColour = { unmarked: 'warning', marked: 'info', released: 'success' } as const;

export function StatusChip({ status }: { status: MarkingStatus }) {
  const { t } = useTranslation('staff');
  return <Chip size="small" color={statusColour[status]} label={t(`marking.status.${status}`)} />;
}

function SubmittedAt({ at }: { at: string | null }) {
  const time = useStaffTime();
  return at === null ? '—' : time.format(at);
}

type Outcome = { kind: 'released'; count: number } | { kind: 'failed'; error: unknown };

/** The switch of anonymous marking, with what it does, and the error of a change that failed. */
function AnonymousSwitch({ assessid, anonymous }: { assessid: string; anonymous: boolean }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const change = useSetAnonymousMarking();
  const errorText = useStaffErrorText();
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={anonymous}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ oid, assessid, anonymous: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'anonymous-marking-help' } }}
          />
        }
        label={t('marking.queue.anonymous')}
      />
      <Typography
        id="anonymous-marking-help"
        variant="body2"
        sx={{ color: 'text.secondary', maxWidth: '70ch' }}
      >
        {t('marking.queue.anonymousHelp')}
      </Typography>
      {change.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(change.error)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * An assessment's submitted attempts, oldest submission first, a page at a time (status and page in the
 * address); each leads to the attempt, every marked attempt may be released at once, and the marks of
 * those listed exported as CSV.
 */
export function MarkingQueue({ assessid }: { assessid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const wanted = search.get('status');
  const status = statuses.find((each) => each === wanted);
  const queue = useMarkingQueue({ oid, assessid, page: search.page, ...(status ? { status } : {}) });
  const release = useReleaseMarks();
  const errorText = useStaffErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const label = useLearnerLabel();

  const releaseAll = async () => {
    setOutcome(
      await release.mutateAsync({ oid, assessid }).then(
        ({ released }): Outcome => ({ kind: 'released', count: released }),
        (error: unknown): Outcome => ({ kind: 'failed', error }),
      ),
    );
  };

  const columns: GridColumn<MarkingQueueRow>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      header: t('marking.queue.columns.learner'),
      cell: ({ row }) => (
        <>
          <Link component={RouterLink} to={paths.staffMarkingAttempt.getHref(assessid, row.original.eid)}>
            {label(row.original)}
          </Link>
          {row.original.participant === null && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {row.original.eid}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'submittedAt',
      accessorKey: 'submittedAt',
      header: t('marking.queue.columns.submitted'),
      cell: ({ row }) => <SubmittedAt at={row.original.submittedAt} />,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('marking.queue.columns.status'),
      cell: ({ row }) => <StatusChip status={row.original.status} />,
    },
    {
      id: 'total',
      accessorKey: 'total',
      header: t('marking.queue.columns.total'),
      cell: ({ row }) => t('marking.percent', { value: row.original.total }),
    },
  ];

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('marking.queue.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('marking.queue.filter')}
          value={status ?? ''}
          onChange={(event) => search.update({ status: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('marking.queue.allStatuses')}</MenuItem>
          {statuses.map((each) => (
            <MenuItem key={each} value={each}>
              {t(`marking.status.${each}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={release.isPending} onClick={() => void releaseAll()}>
          {t('marking.queue.releaseAll')}
        </Button>
        <CsvExportButton exportCsv={() => exportMarks({ oid, assessid, ...(status ? { status } : {}) })} />
      </Box>
      {outcome?.kind === 'released' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('marking.queue.released', { count: outcome.count })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(outcome.error)}
        </Alert>
      )}
      <QueryState query={queue} errorTitle={t('marking.queue.failed')}>
        {(current) => (
          <>
            <AnonymousSwitch assessid={assessid} anonymous={current.anonymous} />
            <DataGrid
              label={t('marking.queue.tableLabel', { title: current.title })}
              columns={columns}
              rows={current.rows}
              total={current.total}
              page={search.page}
              pageSize={markingPageSize}
              onPageChange={search.setPage}
              getRowId={(row) => row.eid}
              busy={queue.isFetching}
              empty={t('marking.queue.empty')}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

import { nameChangesPageSize } from '@aula/contract/staff-name-changes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { NameChangeDecision } from '../api/decide-name-change.ts';
import type { NameChangeRow } from '../api/list-name-changes.ts';

export interface NameChangesTableProps {
  rows: NameChangeRow[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
  /** Approve or Refuse pressed on a row: the decision is confirmed before it is sent. */
  onDecide: (request: NameChangeRow, decision: NameChangeDecision) => void;
}

/** When a request was made, in the university's time. */
function RequestedAt({ at }: { at: string }) {
  return useStaffTime().format(at);
}

/**
 * One page of pending changes of name, oldest first (the server's order); the learners' words are
 * text.
 */
export function NameChangesTable({ onDecide, ...props }: NameChangesTableProps) {
  const { t } = useTranslation('staff');
  const columns: GridColumn<NameChangeRow>[] = [
    {
      id: 'currentName',
      accessorKey: 'currentName',
      header: t('nameChanges.columns.current'),
      cell: ({ row }) => (
        <>
          {row.original.currentName}
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {row.original.email}
          </Typography>
        </>
      ),
    },
    { id: 'givenName', accessorKey: 'givenName', header: t('nameChanges.columns.givenName') },
    {
      id: 'familyName',
      accessorKey: 'familyName',
      header: t('nameChanges.columns.familyName'),
      cell: ({ row }) => row.original.familyName || '—',
    },
    {
      id: 'requestedAt',
      accessorKey: 'requestedAt',
      header: t('nameChanges.columns.requestedAt'),
      cell: ({ row }) => <RequestedAt at={row.original.requestedAt} />,
    },
    {
      id: 'decision',
      header: t('nameChanges.columns.decision'),
      cell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['approve', 'refuse'] as const).map((decision) => (
            <Button
              key={decision}
              size="small"
              variant={decision === 'approve' ? 'contained' : 'outlined'}
              aria-label={t(`nameChanges.decideOf.${decision}`, { name: row.original.currentName })}
              onClick={() => onDecide(row.original, decision)}
            >
              {t(`nameChanges.decide.${decision}`)}
            </Button>
          ))}
        </Box>
      ),
    },
  ];
  return (
    <DataGrid
      {...props}
      label={t('nameChanges.tableLabel')}
      columns={columns}
      pageSize={nameChangesPageSize}
      getRowId={(row) => row.id}
      empty={t('nameChanges.empty')}
    />
  );
}

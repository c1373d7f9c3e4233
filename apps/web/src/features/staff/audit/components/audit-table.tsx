import { auditPageSize } from '@aula/contract/staff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { AuditEvent } from '../api/list-audit-events.ts';
import { readableJson } from './audit-search.ts';

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const text = readableJson(value);
  if (text === null) return null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'background.default',
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </>
  );
}

/** Before and after of a change, folded away until asked for; JSON as text, never markup. */
function Changes({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('staff');
  if (readableJson(event.before) === null && readableJson(event.after) === null) return '—';
  return (
    <Box component="details" sx={{ minWidth: { sm: 240 } }}>
      <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 600 }}>
        {t('audit.showChanges')}
      </Box>
      <JsonBlock label={t('audit.before')} value={event.before} />
      <JsonBlock label={t('audit.after')} value={event.after} />
    </Box>
  );
}

export interface AuditTableProps {
  events: AuditEvent[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}

/** One page of the audit log, newest first (the server's order: the log is not sorted otherwise). */
export function AuditTable(props: AuditTableProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const columns: GridColumn<AuditEvent>[] = [
    {
      id: 'at',
      accessorKey: 'at',
      header: t('audit.columns.at'),
      cell: ({ row }) => time.format(row.original.at),
    },
    {
      id: 'actor',
      accessorKey: 'actorEid',
      header: t('audit.columns.actor'),
      cell: ({ row }) => row.original.actorEid ?? t('audit.system'),
    },
    { id: 'action', accessorKey: 'action', header: t('audit.columns.action') },
    {
      id: 'subject',
      accessorKey: 'subjectId',
      header: t('audit.columns.subject'),
      cell: ({ row }) =>
        row.original.subjectId === null
          ? '—'
          : `${row.original.subjectKind ?? ''} ${row.original.subjectId}`.trim(),
    },
    { id: 'ip', accessorKey: 'ip', header: t('audit.columns.ip'), cell: ({ row }) => row.original.ip ?? '—' },
    {
      id: 'changes',
      header: t('audit.columns.changes'),
      cell: ({ row }) => <Changes event={row.original} />,
    },
  ];
  return (
    <DataGrid
      label={t('audit.tableLabel')}
      columns={columns}
      rows={props.events}
      total={props.total}
      page={props.page}
      pageSize={auditPageSize}
      onPageChange={props.onPageChange}
      getRowId={(event) => event.id}
      busy={props.busy}
      empty={t('audit.empty')}
    />
  );
}

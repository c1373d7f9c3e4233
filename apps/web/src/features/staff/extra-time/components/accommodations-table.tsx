import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { AccommodationRow } from '../api/accommodations.ts';

const pageSize = 25;

/** A moment in the university's time, or a dash. */
function Moment({ at }: { at: string | null }) {
  const { format } = useStaffTime();
  return at === null ? '—' : format(at);
}

/**
 * The assessment's accommodations by learner (a few at most, all read at once, paged here): who, the
 * extra minutes or later window, the end it gives them, the reason and who granted it. The learners'
 * names are text.
 */
export function AccommodationsTable({
  rows,
  busy,
  onRemove,
}: {
  rows: AccommodationRow[];
  busy: boolean;
  onRemove: (row: AccommodationRow) => void;
}) {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(0);
  const columns: GridColumn<AccommodationRow>[] = [
    {
      id: 'learner',
      header: t('extraTime.columns.learner'),
      cell: ({ row }) => (
        <>
          {row.original.name || row.original.eid}
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {row.original.eid}
          </Typography>
        </>
      ),
    },
    {
      id: 'granted',
      header: t('extraTime.columns.granted'),
      cell: ({ row }) => {
        const { extraMinutes, windowStart, windowEnd } = row.original;
        return (
          <>
            {extraMinutes > 0 && <div>{t('extraTime.minutes', { count: extraMinutes })}</div>}
            {windowStart && windowEnd && (
              <div>
                {t('extraTime.window')} <Moment at={windowStart} /> – <Moment at={windowEnd} />
              </div>
            )}
          </>
        );
      },
    },
    {
      id: 'enddate',
      header: t('extraTime.columns.enddate'),
      cell: ({ row }) => <Moment at={row.original.enddate} />,
    },
    { id: 'reason', accessorKey: 'reason', header: t('extraTime.columns.reason') },
    {
      id: 'grantedBy',
      header: t('extraTime.columns.grantedBy'),
      cell: ({ row }) => (
        <>
          {row.original.grantedBy}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Moment at={row.original.grantedAt} />
          </Typography>
        </>
      ),
    },
    {
      id: 'remove',
      header: t('extraTime.columns.remove'),
      cell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={t('extraTime.removeOf', { name: row.original.name || row.original.eid })}
          onClick={() => onRemove(row.original)}
        >
          {t('extraTime.remove')}
        </Button>
      ),
    },
  ];
  return (
    <DataGrid
      label={t('extraTime.tableLabel')}
      columns={columns}
      rows={rows.slice(page * pageSize, (page + 1) * pageSize)}
      total={rows.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      getRowId={(row) => row.eid}
      busy={busy}
      empty={t('extraTime.empty')}
    />
  );
}

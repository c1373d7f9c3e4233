import { rosterPageSize } from '@aula/contract/staff-courses';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn, type GridSort } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { RosterRow } from '../api/get-course-roster.ts';

export interface RosterTableProps {
  rows: RosterRow[];
  total: number;
  /** The course's countable objects in this batch. */
  objects: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: GridSort;
  onSortChange: (sort: GridSort) => void;
  busy: boolean;
}

function LastActive({ at }: { at: string | null }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return at === null ? t('courses.roster.never') : time.format(at);
}

/** Seconds as whole hours and minutes. */
function TimeSpent({ seconds }: { seconds: number }) {
  const { t } = useTranslation('staff');
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('courses.roster.hours', { hours, minutes: minutes % 60 })
    : t('courses.roster.minutes', { minutes });
}

/** One page of a course's learners with their progress; their names are text. */
export function RosterTable({ objects, ...props }: RosterTableProps) {
  const { t } = useTranslation('staff');
  const columns: GridColumn<RosterRow>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      header: t('courses.roster.columns.name'),
      cell: ({ row }) => (
        <>
          {row.original.name}
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {row.original.email}
          </Typography>
        </>
      ),
    },
    {
      id: 'done',
      accessorKey: 'done',
      header: t('courses.roster.columns.done'),
      cell: ({ row }) => t('courses.roster.done', { done: row.original.done, total: objects }),
    },
    {
      id: 'timeSpent',
      accessorKey: 'timeSpent',
      header: t('courses.roster.columns.timeSpent'),
      cell: ({ row }) => <TimeSpent seconds={row.original.timeSpent} />,
    },
    {
      id: 'lastActive',
      accessorKey: 'lastActive',
      header: t('courses.roster.columns.lastActive'),
      cell: ({ row }) => <LastActive at={row.original.lastActive} />,
    },
  ];
  return (
    <DataGrid
      {...props}
      label={t('courses.roster.tableLabel')}
      columns={columns}
      pageSize={rosterPageSize}
      getRowId={(row) => row.eid}
      empty={t('courses.roster.empty')}
    />
  );
}

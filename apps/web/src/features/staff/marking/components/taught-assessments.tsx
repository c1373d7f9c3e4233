import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import { type TaughtAssessment, useTaughtAssessments } from '../api/list-taught-assessments.ts';

function EndsAt({ at }: { at: string | null }) {
  const time = useStaffTime();
  return at === null ? '—' : time.format(at);
}

/** The assessments and assignments of the member's courses, each leading to its marking queue. */
export function TaughtAssessments() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const list = useTaughtAssessments(oid);
  const columns: GridColumn<TaughtAssessment>[] = [
    {
      id: 'title',
      accessorKey: 'title',
      header: t('marking.taught.columns.title'),
      cell: ({ row }) => (
        <Link component={RouterLink} to={paths.staffMarkingQueue.getHref(row.original.assessid)}>
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'quiztype',
      accessorKey: 'quiztype',
      header: t('marking.taught.columns.kind'),
      cell: ({ row }) => t(`marking.kind.${row.original.quiztype}`),
    },
    {
      id: 'course',
      header: t('marking.taught.columns.course'),
      cell: ({ row }) => row.original.tid ?? t('marking.taught.wholeBatch', { bpid: row.original.bpid }),
    },
    {
      id: 'enddate',
      accessorKey: 'enddate',
      header: t('marking.taught.columns.ends'),
      cell: ({ row }) => <EndsAt at={row.original.enddate} />,
    },
    { id: 'submitted', accessorKey: 'submitted', header: t('marking.taught.columns.submitted') },
    { id: 'unmarked', accessorKey: 'unmarked', header: t('marking.taught.columns.unmarked') },
  ];
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('marking.taught.intro')}</Typography>
      <QueryState query={list} errorTitle={t('marking.taught.failed')}>
        {({ assessments }) => (
          <DataGrid
            label={t('marking.taught.tableLabel')}
            columns={columns}
            rows={assessments}
            total={assessments.length}
            page={0}
            pageSize={Math.max(assessments.length, 1)}
            onPageChange={() => undefined}
            getRowId={(row) => row.assessid}
            busy={list.isFetching}
            empty={t('marking.taught.empty')}
          />
        )}
      </QueryState>
    </>
  );
}

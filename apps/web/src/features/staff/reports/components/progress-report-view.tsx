import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/bar-chart.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { exportProgressReport } from '../api/export-progress-report.ts';
import { type ProgressFilter, type ProgressReport, useProgressReport } from '../api/get-progress-report.ts';
import { dayOf, ReportDates } from './report-dates.tsx';
import { type ReportColumn, ReportTable } from './report-table.tsx';

type Row = ProgressReport['rows'][number];

/**
 * Enrolment, progress and completion (ADR 0085): programmes, then a programme's batches, then a
 * batch's courses, each a step down kept in the address; the completion chart with its table, and the
 * CSV of those rows.
 */
export function ProgressReportView() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const filter: ProgressFilter = {
    oid,
    pid: search.get('pid'),
    bpid: search.get('bpid'),
    bcid: search.get('bcid'),
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
  };
  const report = useProgressReport(filter);
  /** A programme's batches, or a batch's courses: a course is the last step down. */
  const down = (row: Row, level: ProgressReport['level']) =>
    level === 'programme' ? { pid: row.key } : { bpid: row.key };
  const columns = (level: ProgressReport['level']): ReportColumn<Row>[] => [
    {
      key: 'label',
      heading: t(`staffReports.progress.levels.${level}`),
      cell: (row) =>
        level === 'course' ? (
          row.label
        ) : (
          <Link component="button" type="button" onClick={() => search.update(down(row, level))}>
            {row.label}
          </Link>
        ),
    },
    { key: 'enrolled', heading: t('staffReports.progress.enrolled'), cell: (row) => row.enrolled },
    { key: 'started', heading: t('staffReports.progress.started'), cell: (row) => row.started },
    { key: 'completed', heading: t('staffReports.progress.completed'), cell: (row) => row.completed },
    { key: 'percent', heading: t('staffReports.progress.percent'), cell: (row) => `${row.percent}%` },
    {
      key: 'median',
      heading: t('staffReports.progress.median'),
      cell: (row) => `${row.medianProgress}%`,
    },
  ];
  /** A step of the way back up: a link while there is a level below it, else where the report is. */
  const crumb = (label: string, up: boolean, changes: Record<string, undefined>) =>
    up ? (
      <Link component="button" type="button" onClick={() => search.update(changes)}>
        {label}
      </Link>
    ) : (
      <Typography aria-current="location">{label}</Typography>
    );
  return (
    <>
      <ReportDates key={`${filter.from}-${filter.to}`} get={search.get} update={search.update} />
      <QueryState query={report} errorTitle={t('staffReports.failed')}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Breadcrumbs aria-label={t('staffReports.progress.path')}>
              {crumb(t('staffReports.progress.allProgrammes'), data.programme !== null, {
                pid: undefined,
                bpid: undefined,
                bcid: undefined,
              })}
              {data.programme !== null &&
                crumb(data.programme, Boolean(filter.pid && (filter.bpid || filter.bcid)), {
                  bpid: undefined,
                  bcid: undefined,
                })}
              {data.batch !== null &&
                crumb(data.batch, Boolean(filter.bpid && filter.bcid), { bcid: undefined })}
            </Breadcrumbs>
            {data.rows.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('staffReports.progress.empty')}</Typography>
            ) : (
              <>
                <BarChart
                  title={t('staffReports.progress.chart')}
                  bars={data.rows.map((row) => ({
                    key: row.key,
                    label: row.label,
                    value: row.percent,
                    shown: `${row.percent}%`,
                  }))}
                  max={100}
                  labelHeading={t(`staffReports.progress.levels.${data.level}`)}
                  valueHeading={t('staffReports.progress.percent')}
                />
                <ReportTable
                  caption={t('staffReports.progress.table')}
                  columns={columns(data.level)}
                  rows={data.rows}
                  rowKey={(row) => row.key}
                />
              </>
            )}
            <CsvExportButton exportCsv={() => exportProgressReport(filter)} />
          </Box>
        )}
      </QueryState>
    </>
  );
}

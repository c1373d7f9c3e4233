import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/bar-chart.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { exportFunnelReport } from '../api/export-funnel-report.ts';
import { type FunnelFilter, type FunnelWeek, useFunnelReport } from '../api/get-funnel-report.ts';
import { useFunnelProgrammes } from '../api/list-funnel-programmes.ts';
import { dayOf, ReportDates } from './report-dates.tsx';
import { type ReportColumn, ReportTable } from './report-table.tsx';

const steps = ['started', 'submitted', 'returned', 'approved'] as const;

/**
 * The application funnel (ADR 0085): a programme of the member's scope chosen, or all of them (kept in
 * the address; one the list does not hold is never sent), each step's total over the range as a chart,
 * and the weeks in a table; the CSV holds the same weeks.
 */
export function FunnelReportView() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const list = useFunnelProgrammes(oid);
  return (
    <QueryState query={list} errorTitle={t('staffReports.failed')}>
      {({ programs }) => {
        const programme = programs.find((each) => each.pid === search.get('pid'));
        const filter: FunnelFilter = {
          oid,
          ...(programme ? { pid: programme.pid } : {}),
          from: dayOf(search.get('from')),
          to: dayOf(search.get('to')),
        };
        return (
          <>
            <TextField
              select
              label={t('staffReports.funnel.programme')}
              value={programme?.pid ?? ''}
              onChange={(event) => search.update({ pid: event.target.value })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              fullWidth
              sx={{ maxWidth: 600, mb: 2 }}
            >
              <MenuItem value="">{t('staffReports.funnel.allProgrammes')}</MenuItem>
              {programs.map((each) => (
                <MenuItem key={each.pid} value={each.pid} sx={{ whiteSpace: 'normal' }}>
                  {each.pname}
                </MenuItem>
              ))}
            </TextField>
            <ReportDates key={`${filter.from}-${filter.to}`} get={search.get} update={search.update} />
            <FunnelFigures filter={filter} />
          </>
        );
      }}
    </QueryState>
  );
}

/** The funnel of `filter`: the chart of each step's total, the weeks' table and their CSV. */
function FunnelFigures({ filter }: { filter: FunnelFilter }) {
  const { t } = useTranslation('staff');
  const report = useFunnelReport(filter);
  const columns: ReportColumn<FunnelWeek>[] = [
    { key: 'week', heading: t('staffReports.funnel.week'), cell: (row) => row.week },
    ...steps.map((step) => ({
      key: step,
      heading: t(`staffReports.funnel.steps.${step}`),
      cell: (row: FunnelWeek) => row[step],
    })),
  ];
  return (
    <QueryState query={report} errorTitle={t('staffReports.failed')}>
      {({ weeks }) => {
        const totals = steps.map((step) => ({
          step,
          total: weeks.reduce((sum, week) => sum + week[step], 0),
        }));
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {weeks.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('staffReports.funnel.empty')}</Typography>
            ) : (
              <>
                <BarChart
                  title={t('staffReports.funnel.chart')}
                  bars={totals.map(({ step, total }) => ({
                    key: step,
                    label: t(`staffReports.funnel.steps.${step}`),
                    value: total,
                    shown: String(total),
                  }))}
                  max={Math.max(1, ...totals.map(({ total }) => total))}
                  labelHeading={t('staffReports.funnel.step')}
                  valueHeading={t('staffReports.funnel.applications')}
                />
                <ReportTable
                  caption={t('staffReports.funnel.table')}
                  columns={columns}
                  rows={weeks}
                  rowKey={(row) => row.week}
                />
              </>
            )}
            <CsvExportButton exportCsv={() => exportFunnelReport(filter)} />
          </Box>
        );
      }}
    </QueryState>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/bar-chart.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { exportSignInReport } from '../api/export-sign-in-report.ts';
import { type SignInFilter, useSignInReport } from '../api/get-sign-in-report.ts';
import { dayOf, ReportDates } from './report-dates.tsx';
import { ReportTable } from './report-table.tsx';

/** Learners' sign-ins per day (ADR 0085): a bar per day with a sign-in, and the same days in a table. */
export function SignInReportView() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const filter: SignInFilter = { oid, from: dayOf(search.get('from')), to: dayOf(search.get('to')) };
  const report = useSignInReport(filter);
  return (
    <>
      <ReportDates key={`${filter.from}-${filter.to}`} get={search.get} update={search.update} />
      <QueryState query={report} errorTitle={t('staffReports.failed')}>
        {({ days }) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {days.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('staffReports.signIns.empty')}</Typography>
            ) : (
              <>
                <BarChart
                  title={t('staffReports.signIns.chart')}
                  bars={days.map((row) => ({
                    key: row.day,
                    label: row.day,
                    value: row.signIns,
                    shown: String(row.signIns),
                  }))}
                  max={Math.max(1, ...days.map((row) => row.signIns))}
                  labelHeading={t('staffReports.signIns.day')}
                  valueHeading={t('staffReports.signIns.count')}
                />
                <ReportTable
                  caption={t('staffReports.signIns.table')}
                  columns={[
                    { key: 'day', heading: t('staffReports.signIns.day'), cell: (row) => row.day },
                    { key: 'count', heading: t('staffReports.signIns.count'), cell: (row) => row.signIns },
                  ]}
                  rows={days}
                  rowKey={(row) => row.day}
                />
              </>
            )}
            <CsvExportButton exportCsv={() => exportSignInReport(filter)} />
          </Box>
        )}
      </QueryState>
    </>
  );
}

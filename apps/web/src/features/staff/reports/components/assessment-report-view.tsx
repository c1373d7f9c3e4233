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
import { exportAssessmentReport } from '../api/export-assessment-report.ts';
import { type AssessmentReport, useAssessmentReport } from '../api/get-assessment-report.ts';
import { useReportAssessments } from '../api/list-report-assessments.ts';
import { ReportTable } from './report-table.tsx';

type Item = AssessmentReport['items'][number];

/** "0-9 %" to "90-100 %": band `band` of ten. */
const bandName = (band: number, bands: number) =>
  `${band * 10}-${band === bands - 1 ? 100 : band * 10 + 9} %`;

/** A taught assessment chosen (kept in the address), its score bands as a chart and table, and its questions. */
export function AssessmentReportView() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const list = useReportAssessments(oid);
  const chosen = search.get('assessid');
  return (
    <QueryState
      query={list}
      errorTitle={t('staffReports.failed')}
      isEmpty={(data) => data.assessments.length === 0}
      empty={t('staffReports.assessment.none')}
    >
      {({ assessments }) => {
        const assessment = assessments.find((each) => each.assessid === chosen);
        return (
          <>
            <TextField
              select
              label={t('staffReports.assessment.choose')}
              value={assessment?.assessid ?? ''}
              onChange={(event) => search.update({ assessid: event.target.value })}
              fullWidth
              sx={{ maxWidth: 600, mb: 2 }}
            >
              {assessments.map((each) => (
                <MenuItem key={each.assessid} value={each.assessid} sx={{ whiteSpace: 'normal' }}>
                  {each.title}
                </MenuItem>
              ))}
            </TextField>
            {assessment ? (
              <AssessmentFigures key={assessment.assessid} oid={oid} assessid={assessment.assessid} />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}

function AssessmentFigures({ oid, assessid }: { oid: string; assessid: string }) {
  const { t } = useTranslation('staff');
  const report = useAssessmentReport(oid, assessid);
  const share = (value: number | null) => (value === null ? '–' : String(value));
  return (
    <QueryState query={report} errorTitle={t('staffReports.failed')}>
      {(data) => {
        const bands = data.bands.map((count, band) => ({ band: bandName(band, data.bands.length), count }));
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>{t('staffReports.assessment.attempts', { count: data.attempts })}</Typography>
            <BarChart
              title={t('staffReports.assessment.chart')}
              bars={bands.map(({ band, count }) => ({
                key: band,
                label: band,
                value: count,
                shown: String(count),
              }))}
              max={Math.max(1, ...data.bands)}
              labelHeading={t('staffReports.assessment.score')}
              valueHeading={t('staffReports.assessment.attemptsHeading')}
            />
            <ReportTable
              caption={t('staffReports.assessment.bandsTable')}
              columns={[
                { key: 'band', heading: t('staffReports.assessment.score'), cell: (row) => row.band },
                {
                  key: 'count',
                  heading: t('staffReports.assessment.attemptsHeading'),
                  cell: (row) => row.count,
                },
              ]}
              rows={bands}
              rowKey={(row) => row.band}
            />
            <CsvExportButton exportCsv={() => exportAssessmentReport({ oid, assessid, table: 'scores' })} />
            <Typography sx={{ maxWidth: '70ch' }}>{t('staffReports.assessment.itemsIntro')}</Typography>
            <ReportTable<Item>
              caption={t('staffReports.assessment.itemsTable')}
              columns={[
                { key: 'n', heading: t('staffReports.assessment.question'), cell: (item) => `Q${item.n}` },
                { key: 'text', heading: t('staffReports.assessment.text'), cell: (item) => item.question },
                {
                  key: 'facility',
                  heading: t('staffReports.assessment.facility'),
                  cell: (item) => share(item.facility),
                },
                {
                  key: 'discrimination',
                  heading: t('staffReports.assessment.discrimination'),
                  cell: (item) => share(item.discrimination),
                },
              ]}
              rows={data.items}
              rowKey={(item) => item.iid}
            />
            <CsvExportButton exportCsv={() => exportAssessmentReport({ oid, assessid, table: 'items' })} />
          </Box>
        );
      }}
    </QueryState>
  );
}

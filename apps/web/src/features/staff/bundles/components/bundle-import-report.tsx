import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BundleImportReport } from '../api/import-bundle.ts';

const counts = ['created', 'changed', 'unchanged', 'removed'] as const;

/**
 * What a bundle's check or import found (ADR 0098): every problem by file and field, or per table of
 * the catalogue how many records are new, changed, as they were and removed; then the notes. The
 * bundle's own strings are shown as text, never as markup.
 */
export function BundleImportReportView({ report }: { report: BundleImportReport }) {
  const { t } = useTranslation('staff');
  const heading = { component: 'h3', variant: 'subtitle1', sx: { fontWeight: 600, mt: 2 } } as const;
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {report.problems.length > 0 && (
        <>
          <Typography {...heading}>{t('bundles.import.problems')}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {report.problems.map((problem) => (
              <li key={`${problem.file}:${problem.path}:${problem.message}`}>
                <Typography variant="body2">
                  {problem.path
                    ? t('bundles.import.problem', problem)
                    : t('bundles.import.problemInFile', problem)}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      {report.ok && (
        <>
          <Typography {...heading}>{t('bundles.import.changes')}</Typography>
          <Paper variant="outlined" sx={{ overflowX: 'auto', my: 1 }}>
            <Table size="small" aria-label={t('bundles.import.changes')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('bundles.import.table')}
                  </TableCell>
                  {counts.map((count) => (
                    <TableCell key={count} component="th" scope="col" align="right">
                      {t(`bundles.import.${count}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {report.tables.map((table) => (
                  <TableRow key={table.table}>
                    <TableCell component="th" scope="row">
                      {t(`bundles.import.tables.${table.table}`, { defaultValue: table.table })}
                    </TableCell>
                    {counts.map((count) => (
                      <TableCell key={count} align="right">
                        {table[count]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Typography variant="body2">{t('bundles.import.media', { count: report.media })}</Typography>
        </>
      )}
      {report.notes.length > 0 && (
        <>
          <Typography {...heading}>{t('bundles.import.notes')}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {[...new Set(report.notes)].map((note) => (
              <li key={note}>
                <Typography variant="body2">{note}</Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

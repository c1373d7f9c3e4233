import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../../lib/private-file.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';

/** What an export operation answers (the contract's `CsvExport`). */
export interface CsvFile {
  filename: string;
  csv: string;
  truncated: boolean;
}

/** The CSV as a download; a byte-order mark first, so that spreadsheet programs read UTF-8 names right. */
export function downloadCsv(file: CsvFile): void {
  const bom = file.csv.startsWith('\uFEFF') ? '' : '\uFEFF';
  saveBlob(new Blob([bom, file.csv], { type: 'text/csv;charset=utf-8' }), file.filename);
}

/**
 * Exports the table's rows under its current filters: the server writes the CSV (its cells neutralised
 * against spreadsheet formulas) and the browser saves it. A cut-short export says so.
 */
export function CsvExportButton({ exportCsv }: { exportCsv: () => Promise<CsvFile> }) {
  const { t } = useTranslation('staff');
  const errorText = useStaffErrorText();
  const download = useMutation({
    mutationFn: exportCsv,
    onSuccess: downloadCsv,
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? t('grid.exporting') : t('grid.export')}
      </Button>
      {download.isError && (
        <Alert severity="error" role="alert">
          {errorText(download.error)}
        </Alert>
      )}
      {download.data?.truncated && (
        <Alert severity="warning" role="status">
          {t('grid.truncated')}
        </Alert>
      )}
    </Box>
  );
}

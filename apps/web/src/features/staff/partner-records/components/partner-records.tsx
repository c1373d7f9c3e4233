import { partnerCsvMaxChars } from '@aula/contract/staff-partner-import';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useImportPartnerRecords } from '../api/import-partner-records.ts';
import { usePreviewPartnerImport } from '../api/preview-partner-import.ts';
import { CallFailure } from './call-failure.tsx';
import { CsvColumns } from './csv-columns.tsx';
import { CsvFileField } from './csv-file-field.tsx';
import { ImportResult } from './import-result.tsx';
import { PreviewReport } from './preview-report.tsx';

interface ChosenFile {
  name: string;
  csv: string;
}

/** A UTF-8 character is at most four bytes: a file larger than this cannot be within the limit. */
const maxBytes = partnerCsvMaxChars * 4;

/**
 * The partner and pre-registration records' import: a CSV file chosen, read by the server into a
 * preview (nothing written: the rows it would write and a report of the rows it would refuse), then
 * imported, with the server's counts. A new file starts again.
 */
export function PartnerRecords() {
  const { t, i18n } = useTranslation('staff');
  const { oid } = useOrganisation();
  const preview = usePreviewPartnerImport();
  const importing = useImportPartnerRecords();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File) => {
    preview.reset();
    importing.reset();
    setFile(null);
    const tooLarge = t('partners.file.tooLarge', { max: partnerCsvMaxChars.toLocaleString(i18n.language) });
    if (chosen.size > maxBytes) return setProblem(tooLarge);
    const csv = await chosen.text();
    if (csv.trim() === '') return setProblem(t('partners.file.empty'));
    if (csv.length > partnerCsvMaxChars) return setProblem(tooLarge);
    setProblem(null);
    setFile({ name: chosen.name, csv });
  };
  const read = () => {
    if (!file) return;
    importing.reset();
    preview.mutate({ oid, csv: file.csv });
  };
  const write = () => {
    if (file) importing.mutate({ oid, csv: file.csv });
  };
  const busy = preview.isPending || importing.isPending;

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('partners.intro')}</Typography>
      <CsvColumns />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CsvFileField
          fileName={file?.name ?? null}
          problem={problem}
          disabled={busy}
          onChoose={(chosen) => void choose(chosen)}
        />
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={read} disabled={file === null || busy}>
            {preview.isPending ? t('partners.previewing') : t('partners.preview.button')}
          </Button>
        </Box>
      </Paper>
      {preview.isError && <CallFailure error={preview.error} onRetry={read} />}
      {importing.isError && <CallFailure error={importing.error} onRetry={write} />}
      {file && importing.data ? (
        <ImportResult fileName={file.name} result={importing.data} />
      ) : (
        file &&
        preview.data && (
          <PreviewReport
            fileName={file.name}
            preview={preview.data}
            importing={importing.isPending}
            onImport={write}
          />
        )
      )}
    </>
  );
}

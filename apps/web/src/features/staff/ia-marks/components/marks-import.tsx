import { iaCsvMaxChars } from '@aula/contract/staff-ia-marks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { Counts } from '../../partner-records/components/counts.tsx';
import { CsvFileField } from '../../partner-records/components/csv-file-field.tsx';
import { type IaComponent, useImportIaMarks, usePreviewIaImport } from '../api/ia-marks-api.ts';
import { ImportProblems } from './import-problems.tsx';

interface ChosenFile {
  name: string;
  csv: string;
}

/** A heading that takes the focus when it appears (the result of a preview or an import). */
function FocusedHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Typography
      ref={heading}
      tabIndex={-1}
      component="h3"
      variant="h3"
      sx={{ fontSize: '1.1rem', mb: 1, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/**
 * Marks from a CSV file (as Canvas's gradebook import): the server reads it into a preview with each
 * row's problems and writes nothing; Import then saves the valid rows together. A new file starts again.
 */
export function MarksImport({ bcid, components }: { bcid: string; components: readonly IaComponent[] }) {
  const { t, i18n } = useTranslation('staff');
  const preview = usePreviewIaImport(bcid);
  const importing = useImportIaMarks(bcid);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File) => {
    preview.reset();
    importing.reset();
    setFile(null);
    const tooLarge = t('partners.file.tooLarge', { max: iaCsvMaxChars.toLocaleString(i18n.language) });
    if (chosen.size > iaCsvMaxChars * 4) return setProblem(tooLarge);
    const csv = await chosen.text();
    if (csv.trim() === '') return setProblem(t('partners.file.empty'));
    if (csv.length > iaCsvMaxChars) return setProblem(tooLarge);
    setProblem(null);
    setFile({ name: chosen.name, csv });
  };
  const read = () => {
    if (!file) return;
    importing.reset();
    preview.mutate(file.csv);
  };
  const write = () => {
    if (file) importing.mutate(file.csv);
  };
  const busy = preview.isPending || importing.isPending;
  const valid = preview.data?.rows.filter((row) => row.errors.length === 0) ?? [];
  const refused = preview.data?.rows.filter((row) => row.errors.length > 0) ?? [];

  return (
    <Box>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
        {t('staffIaMarks.import.intro', { columns: ['email', ...components.map((c) => c.name)].join(', ') })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <CsvFileField
          fileName={file?.name ?? null}
          problem={problem}
          disabled={busy}
          onChoose={(chosen) => void choose(chosen)}
        />
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={read} disabled={file === null || busy}>
            {preview.isPending ? t('staffIaMarks.import.previewing') : t('staffIaMarks.import.preview')}
          </Button>
        </Box>
      </Paper>
      {preview.isError && <CallFailure error={preview.error} onRetry={read} />}
      {importing.isError && <CallFailure error={importing.error} onRetry={write} />}
      {file && importing.data ? (
        <Box component="section">
          <FocusedHeading>{t('staffIaMarks.import.doneTitle', { name: file.name })}</FocusedHeading>
          <Counts
            label={t('staffIaMarks.import.doneLabel')}
            counts={[
              [t('staffIaMarks.import.applied'), importing.data.applied],
              [t('staffIaMarks.import.changed'), importing.data.changed],
              [t('staffIaMarks.import.refused'), importing.data.refused.length],
            ]}
          />
          {importing.data.refused.length > 0 && (
            <ImportProblems rows={importing.data.refused} label={t('staffIaMarks.import.problemsLabel')} />
          )}
        </Box>
      ) : (
        file &&
        preview.data && (
          <Box component="section">
            <FocusedHeading>{t('staffIaMarks.import.previewTitle', { name: file.name })}</FocusedHeading>
            <Counts
              label={t('staffIaMarks.import.previewLabel')}
              counts={[
                [t('staffIaMarks.import.read'), preview.data.rows.length],
                [t('staffIaMarks.import.valid'), valid.length],
                [t('staffIaMarks.import.refused'), refused.length],
              ]}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Button
                variant="contained"
                onClick={write}
                disabled={importing.isPending || valid.length === 0}
              >
                {importing.isPending
                  ? t('staffIaMarks.import.importing')
                  : t('staffIaMarks.import.import', { count: valid.length })}
              </Button>
              <Typography variant="body2">{t('staffIaMarks.import.nothingWritten')}</Typography>
            </Box>
            {refused.length > 0 && (
              <ImportProblems rows={refused} label={t('staffIaMarks.import.problemsLabel')} />
            )}
          </Box>
        )
      )}
    </Box>
  );
}

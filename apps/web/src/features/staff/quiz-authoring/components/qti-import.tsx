import { maxSpreadsheetBytes } from '@aula/contract/staff-quiz-authoring';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useImportQti } from '../api/quiz-authoring.ts';
import { base64Of } from './base64-of.ts';
import { SaveFailure } from './field-errors.tsx';
import { answerTypeKey } from './question-editor.tsx';

/**
 * Questions from IMS QTI 2.1 (ADR 0099): a content package (.zip) or one item (.xml). The server
 * imports each item that maps to an answer type; the table says, item by item, what became of it and
 * what was left out.
 */
export function QtiImport({ bankid }: { bankid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const importing = useImportQti();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);

  const send = async () => {
    if (!file) return;
    if (file.size > maxSpreadsheetBytes) return setTooLarge(true);
    setTooLarge(false);
    importing.mutate({ oid, bankid, filename: file.name, data: await base64Of(file) });
  };
  const result = importing.data;
  const skipped = result ? result.items.filter((item) => item.atype === null).length : 0;

  return (
    <Stack component="section" spacing={1.5} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('quizAuthoring.qti.title')}
      </Typography>
      <Typography>{t('quizAuthoring.qti.intro')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor={inputId}>{t('quizAuthoring.qti.file')}</label>
        <input
          id={inputId}
          type="file"
          accept=".zip,.xml,application/zip,application/xml,text/xml"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button variant="contained" disabled={!file || importing.isPending} onClick={() => void send()}>
          {t('quizAuthoring.qti.send')}
        </Button>
      </Stack>
      {tooLarge && (
        <Alert severity="error" role="alert">
          {t('quizAuthoring.qti.tooLarge')}
        </Alert>
      )}
      {importing.isError && <SaveFailure error={importing.error} onRetry={() => void send()} />}
      {result && (
        <>
          <Alert severity={skipped === 0 ? 'success' : 'warning'} role="status">
            {t('quizAuthoring.qti.done', { count: result.imported })}
            {skipped > 0 ? ` ${t('quizAuthoring.qti.skipped', { count: skipped })}` : ''}
          </Alert>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('quizAuthoring.qti.items')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('quizAuthoring.qti.item')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('quizAuthoring.qti.result')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('quizAuthoring.qti.notes')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.items.map((item) => (
                  <TableRow key={item.file}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {item.title || item.identifier || item.file}
                      {(item.title || item.identifier) && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {item.file}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {item.atype === null
                        ? t('quizAuthoring.qti.notImported')
                        : t(answerTypeKey(item.atype))}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.notes.join(' ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  );
}

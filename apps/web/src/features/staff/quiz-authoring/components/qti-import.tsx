import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useImportQti } from '../api/quiz-authoring.ts';
import { answerTypeKey } from './question-editor.tsx';
import { QuestionFileForm } from './question-file-form.tsx';

/**
 * Questions from IMS QTI 2.1 (ADR 0099): a content package (.zip) or one item (.xml). The server
 * imports each item that maps to an answer type; the table says, item by item, what became of it and
 * what was left out.
 */
export function QtiImport({ bankid }: { bankid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const importing = useImportQti();
  const result = importing.data;
  const skipped = result ? result.items.filter((item) => item.atype === null).length : 0;

  return (
    <QuestionFileForm
      texts="qti"
      accept=".zip,.xml,application/zip,application/xml,text/xml"
      pending={importing.isPending}
      error={importing.isError ? importing.error : null}
      onSend={(file) => importing.mutate({ oid, bankid, ...file })}
    >
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
    </QuestionFileForm>
  );
}

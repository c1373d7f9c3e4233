import { spreadsheetTemplate } from '@aula/contract/staff-quiz-authoring';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useImportQuestions } from '../api/quiz-authoring.ts';
import { QuestionFileForm } from './question-file-form.tsx';

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

function downloadTemplate() {
  const text = spreadsheetTemplate.map((row) => row.map(csvCell).join(',')).join('\r\n');
  const url = URL.createObjectURL(new Blob([`${text}\r\n`], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'questions-template.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Questions from a CSV or XLSX spreadsheet in the template's columns. The server reads it; when any row
 * is wrong nothing is imported and each wrong row is listed (row, column, what is wrong).
 */
export function SpreadsheetImport({ bankid }: { bankid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const importing = useImportQuestions();
  const result = importing.data;

  return (
    <QuestionFileForm
      texts="import"
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      pending={importing.isPending}
      error={importing.isError ? importing.error : null}
      onSend={(file) => importing.mutate({ oid, bankid, ...file })}
      actions={
        <Button variant="outlined" onClick={downloadTemplate}>
          {t('quizAuthoring.import.template')}
        </Button>
      }
    >
      {result && result.errors.length === 0 && (
        <Alert severity="success" role="status">
          {t('quizAuthoring.import.done', { count: result.imported })}
        </Alert>
      )}
      {result && result.errors.length > 0 && (
        <>
          <Alert severity="error" role="alert">
            {t('quizAuthoring.import.refused', { count: result.errors.length })}
          </Alert>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('quizAuthoring.import.errors')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('quizAuthoring.import.row')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('quizAuthoring.import.column')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('quizAuthoring.import.problem')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((error) => (
                  <TableRow key={`${error.row} ${error.column} ${error.message}`}>
                    <TableCell>{error.row}</TableCell>
                    <TableCell>{error.column}</TableCell>
                    <TableCell>{error.message}</TableCell>
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

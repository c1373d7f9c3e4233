import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ConfirmDialog } from '../../announcements/components/confirm-dialog.tsx';
import { useStaffTime } from '../../format-time.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type BatchTest, useBatchTests, useRemoveBatchTest } from '../api/batch-tests.ts';
import { BatchTestForm } from './batch-test-form.tsx';

type Editing = { test: BatchTest | null } | null;

/**
 * Proctored tests assigned to batches (as Moodle's group overrides of a quiz's window): each batch's
 * learners, whenever they enrolled, find the test on their Tests page and start it in its window.
 */
export function BatchTests({ oid }: { oid: string }) {
  const { t } = useTranslation('staff');
  const { format } = useStaffTime();
  const query = useBatchTests(oid);
  const remove = useRemoveBatchTest();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BatchTest | null>(null);
  const [notice, setNotice] = useState('');
  const assignButton = useRef<HTMLButtonElement>(null);

  const close = (message: string) => {
    setEditing(null);
    setNotice(message);
    assignButton.current?.focus();
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { oid, bpid: removing.bpid, testId: removing.testId },
      {
        onSuccess: () => {
          setRemoving(null);
          setNotice(t('organisation.tests.removed', { name: removing.testName }));
          assignButton.current?.focus();
        },
        onError: () => setRemoving(null),
      },
    );
  };

  return (
    <QueryState query={query} errorTitle={t('organisation.tests.loadFailed')}>
      {(data) => (
        <>
          <Typography sx={{ mb: 2 }}>{t('organisation.tests.intro')}</Typography>
          {notice && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          {remove.isError && <CallFailure error={remove.error} onRetry={() => remove.reset()} />}
          {editing ? (
            <BatchTestForm oid={oid} batches={data.batches} test={editing.test} onDone={close} />
          ) : (
            <Box sx={{ mb: 2 }}>
              {data.batches.length === 0 ? (
                <Typography>{t('organisation.tests.noBatches')}</Typography>
              ) : (
                <Button
                  ref={assignButton}
                  variant="contained"
                  onClick={() => {
                    setNotice('');
                    setEditing({ test: null });
                  }}
                >
                  {t('organisation.tests.assignNew')}
                </Button>
              )}
            </Box>
          )}
          {data.tests.length === 0 ? (
            <Typography color="text.secondary">{t('organisation.tests.none')}</Typography>
          ) : (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table aria-label={t('organisation.tests.table')}>
                <TableHead>
                  <TableRow>
                    {(['name', 'batch', 'window', 'minutes', 'status', 'actions'] as const).map((column) => (
                      <TableCell key={column} component="th" scope="col">
                        {t(`organisation.tests.column.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.tests.map((test) => (
                    <TableRow key={test.testId}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{test.testName}</TableCell>
                      <TableCell>
                        {test.batchTitle}
                        <Typography variant="body2" color="text.secondary">
                          {test.bpid} · {t('organisation.tests.learners', { count: test.learners })}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ minWidth: 180 }}>
                        {format(test.startTime)} – {format(test.endTime)}
                      </TableCell>
                      <TableCell>{test.testTotalTime}</TableCell>
                      <TableCell>{t(`organisation.tests.statuses.${test.testStatus}`)}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                          <Button
                            size="small"
                            onClick={() => {
                              setNotice('');
                              setEditing({ test });
                            }}
                            aria-label={t('organisation.tests.edit', { name: test.testName })}
                          >
                            {t('organisation.tests.editShort')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setRemoving(test)}
                            aria-label={t('organisation.tests.remove', { name: test.testName })}
                          >
                            {t('organisation.tests.removeShort')}
                          </Button>
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
          {removing && (
            <ConfirmDialog
              title={t('organisation.tests.removeTitle')}
              text={t('organisation.tests.removeText', {
                name: removing.testName,
                batch: removing.batchTitle,
              })}
              confirm={t('organisation.tests.removeShort')}
              busy={remove.isPending}
              onCancel={() => setRemoving(null)}
              onConfirm={confirmRemove}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

import { projectReviewPageSize } from '@aula/contract/staff-project';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useStaffTime } from '../../format-time.ts';
import { useProjectThreads } from '../api/project-queries.ts';
import { StatusChip } from './status-chip.tsx';

/**
 * The learners' threads of one objective, latest message first a page at a time (page and the
 * "awaiting review" filter in the address); each learner's name (as text) opens their thread.
 */
export function ObjectiveThreads({
  bcid,
  objid,
  onOpen,
}: {
  bcid: string;
  objid: string;
  onOpen: (eid: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const awaiting = search.get('awaiting') === '1';
  const time = useStaffTime();
  const list = useProjectThreads({ oid, bcid, objid, awaiting, page: search.page });
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={awaiting}
            onChange={(event) => search.update({ awaiting: event.target.checked ? '1' : undefined })}
          />
        }
        label={t('staffProject.awaitingOnly')}
      />
      <QueryState
        query={list}
        errorTitle={t('staffProject.threadsFailed')}
        isEmpty={(page) => page.total === 0}
        empty={t(awaiting ? 'staffProject.noneAwaiting' : 'staffProject.noThreads')}
      >
        {(page) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('staffProject.threads')} aria-busy={list.isFetching}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('staffProject.learner')}</TableCell>
                    <TableCell>{t('staffProject.status')}</TableCell>
                    <TableCell>{t('staffProject.lastMessage')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.rows.map((row) => (
                    <TableRow key={row.eid}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Button
                          onClick={() => onOpen(row.eid)}
                          sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}
                        >
                          {row.learnerName}
                        </Button>
                      </TableCell>
                      <TableCell>
                        <StatusChip objStatus={row.objStatus} awaiting={row.awaiting} />
                      </TableCell>
                      <TableCell>{row.lastMessageAt ? time.format(row.lastMessageAt) : '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {page.total > projectReviewPageSize && (
              <TablePagination
                component="div"
                count={page.total}
                page={search.page}
                rowsPerPage={projectReviewPageSize}
                rowsPerPageOptions={[]}
                onPageChange={(_event, next) => search.setPage(next)}
                labelDisplayedRows={({ from, to, count }) => t('grid.shown', { from, to, count })}
                getItemAriaLabel={(type) => t(`grid.${type}`)}
              />
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}

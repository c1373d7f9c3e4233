import { type ProgrammeStatus, programmeStatuses } from '@aula/contract/staff-catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../../components/icons/icons.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { htmlToText } from '../../../../lib/html-text.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useCatalogueList } from '../api/list-catalogue.ts';
import { useReorderCatalogue } from '../api/reorder-catalogue.ts';
import { StatusChip } from './status-chip.tsx';

/** `pids` with the one at `from` moved one place up (-1) or down (+1). */
function moved(pids: string[], from: number, by: -1 | 1): string[] {
  const next = [...pids];
  const [pid] = next.splice(from, 1);
  if (pid !== undefined) next.splice(from + by, 0, pid);
  return next;
}

/**
 * The organisation's programmes in catalogue order, filtered by status. The order is changed with the
 * up and down buttons of each row (keyboard and pointer alike), on the whole list only.
 */
export function CatalogueList() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const [status, setStatus] = useState<ProgrammeStatus | 'all'>('all');
  const query = useCatalogueList(oid, status === 'all' ? undefined : status);
  const reorder = useReorderCatalogue();
  const errorText = useStaffErrorText();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        label={t('catalogue.list.filter')}
        value={status}
        onChange={(event) => setStatus(event.target.value as ProgrammeStatus | 'all')}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="all">{t('catalogue.list.all')}</MenuItem>
        {programmeStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`catalogue.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {reorder.isError && <Alert severity="error">{errorText(reorder.error)}</Alert>}
      <QueryState
        query={query}
        errorTitle={t('catalogue.list.error')}
        isEmpty={(data) => data.programmes.length === 0}
        empty={t('catalogue.list.empty')}
      >
        {({ programmes }) => {
          const pids = programmes.map((row) => row.pid);
          const canMove = status === 'all' && !reorder.isPending;
          return (
            <TableContainer>
              <Table size="small" aria-label={t('catalogue.list.label')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('catalogue.list.name')}</TableCell>
                    <TableCell>{t('catalogue.fields.category')}</TableCell>
                    <TableCell>{t('catalogue.list.status')}</TableCell>
                    <TableCell>{t('catalogue.list.batches')}</TableCell>
                    <TableCell>{t('catalogue.list.order')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {programmes.map((row, index) => {
                    const name = htmlToText(row.pname);
                    return (
                      <TableRow key={row.pid}>
                        <TableCell>
                          <Link component={RouterLink} to={paths.staffProgramme.getHref(row.pid)}>
                            {name}
                          </Link>
                          <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{row.pid}</Box>
                        </TableCell>
                        <TableCell>{t(`catalogue.categories.${row.category}`)}</TableCell>
                        <TableCell>
                          <StatusChip status={row.status} />
                        </TableCell>
                        <TableCell>{row.batches}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <IconButton
                            aria-label={t('catalogue.list.up', { name })}
                            disabled={!canMove || index === 0}
                            onClick={() => reorder.mutate({ oid, pids: moved(pids, index, -1) })}
                          >
                            <ExpandLessIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            aria-label={t('catalogue.list.down', { name })}
                            disabled={!canMove || index === programmes.length - 1}
                            onClick={() => reorder.mutate({ oid, pids: moved(pids, index, 1) })}
                          >
                            <ExpandMoreIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          );
        }}
      </QueryState>
    </Box>
  );
}

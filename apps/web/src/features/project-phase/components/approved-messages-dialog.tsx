import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { useApprovedMessages } from '../api/get-approved-messages.ts';
import { dateTimeOf } from './message-dates.ts';

const statusKeys = { 1: 'status.1', 2: 'status.2', 3: 'status.3' } as const;

export interface ApprovedMessagesDialogProps {
  bcid: string;
  onClose: () => void;
  /** 'Visit Thread': opens the objective's thread on the page. */
  onVisit: (nid: string, objid: string) => void;
}

/** The 'Approved Message' dialog, titled 'Project Phase': each objective's status and approved message. */
export function ApprovedMessagesDialog({ bcid, onClose, onVisit }: ApprovedMessagesDialogProps) {
  const { t, i18n } = useTranslation('project-phase');
  const zone = useUniversityTime();
  const titleId = useId();
  const query = useApprovedMessages(bcid, true);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dialogTitle')}</DialogTitle>
      <DialogContent>
        <QueryState
          query={query}
          errorTitle={t('approvedFailed')}
          isEmpty={(data) => data.objectives.length === 0}
          empty={t('noObjectives')}
        >
          {({ objectives }) => (
            <TableContainer>
              <Table size="small" aria-label={t('approvedMessage')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('projectObjective')}</TableCell>
                    <TableCell>{t('objectiveStatus')}</TableCell>
                    <TableCell>{t('approvedMessage')}</TableCell>
                    <TableCell>{t('approvalDate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {objectives.map((objective) => (
                    <TableRow key={objective.objid} sx={{ verticalAlign: 'top' }}>
                      <TableCell>
                        {objective.otitle}
                        <Box>
                          <Button size="small" onClick={() => onVisit(objective.nid, objective.objid)}>
                            {t('visitThread')}
                          </Button>
                        </Box>
                      </TableCell>
                      <TableCell>{t(statusKeys[objective.objStatus])}</TableCell>
                      <TableCell>
                        {objective.approvedMessage === null ? (
                          '-'
                        ) : (
                          <>
                            <Button
                              size="small"
                              aria-expanded={shown === objective.objid}
                              onClick={() =>
                                setShown((was) => (was === objective.objid ? null : objective.objid))
                              }
                            >
                              {t('viewMessage')}
                            </Button>
                            <Collapse in={shown === objective.objid}>
                              <Typography
                                variant="body2"
                                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                              >
                                {objective.approvedMessage}
                              </Typography>
                            </Collapse>
                          </>
                        )}
                      </TableCell>
                      <TableCell>
                        {objective.approvedAt === null
                          ? '-'
                          : dateTimeOf(objective.approvedAt, zone, i18n.language)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

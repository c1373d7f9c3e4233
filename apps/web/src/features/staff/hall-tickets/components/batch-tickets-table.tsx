import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../format-time.ts';
import type { BatchHallTicket } from '../api/batch-hall-tickets.ts';
import { UploadTicketButton } from './upload-ticket-button.tsx';

export interface BatchTicketsTableProps {
  learners: BatchHallTicket[];
  /** The learner whose upload is under way. */
  uploading: string | null;
  onUpload: (learner: BatchHallTicket, file: File) => void;
}

/** The batch's learners, the hall ticket each has (the name they see) and an upload for each. */
export function BatchTicketsTable({ learners, uploading, onUpload }: BatchTicketsTableProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return (
    // On a narrow screen the table scrolls inside its frame; the frame takes focus to scroll by keyboard.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('hallTickets.tableLabel')}
    >
      <Table size="small" aria-label={t('hallTickets.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('hallTickets.columns.learner')}</TableCell>
            <TableCell>{t('hallTickets.columns.ticket')}</TableCell>
            <TableCell>{t('hallTickets.columns.issuedAt')}</TableCell>
            <TableCell>{t('hallTickets.columns.upload')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {learners.map((learner) => (
            <TableRow key={learner.eid}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {learner.name}
                <br />
                {learner.eid}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {learner.hallticketName?.split('/').at(-1) ?? t('hallTickets.none')}
              </TableCell>
              <TableCell>{learner.issuedAt ? time.format(learner.issuedAt) : '—'}</TableCell>
              <TableCell>
                <UploadTicketButton
                  learner={learner.name}
                  busy={uploading !== null}
                  onFile={(file) => onUpload(learner, file)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useComplaints } from '../api/get-complaints.ts';
import { FileViewerDialog, type ViewedFile } from './file-viewer-dialog.tsx';

/** /complaints (spec 3 §2): Sl No, Description, File Uploaded; 'No Complaints' when there are none. */
export function ComplaintsScreen() {
  const { t } = useTranslation('complaints');
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  return (
    <QueryState
      query={useComplaints()}
      errorTitle={t('loadFailed')}
      isEmpty={(data) => data.complents.length === 0}
      empty={t('messages.empty')}
    >
      {({ complents }) => (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('slNo')}</TableCell>
                  <TableCell>{t('description')}</TableCell>
                  <TableCell>{t('fileUploaded')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {complents.map((complaint, index) => (
                  <TableRow key={complaint.cid}>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {complaint.description}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {complaint.uploadedFile && complaint.fileUrl ? (
                        <Button
                          size="small"
                          sx={{ textTransform: 'none', textAlign: 'left' }}
                          onClick={() =>
                            setViewed({
                              name: complaint.uploadedFile ?? '',
                              url: complaint.fileUrl ?? '',
                              type: complaint.fileType ?? '',
                            })
                          }
                        >
                          {complaint.uploadedFile}
                        </Button>
                      ) : (
                        t('noFile')
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <FileViewerDialog file={viewed} onClose={() => setViewed(null)} />
        </>
      )}
    </QueryState>
  );
}

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
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { useProgrammeNames } from '../../programmes/api/get-programme-names.ts';
import { useExportBundle } from '../api/export-bundle.ts';
import { startDownload } from './start-download.ts';

/** What the admin asked to export: the whole organisation (no pid) or one programme. */
interface Ask {
  pid?: string;
}

/**
 * The catalogue as content bundles, for admins (ADR 0084): the whole organisation, or one programme,
 * downloaded as a zip that `npm run content:import` reads back. The browser saves the file the
 * server streams; the page says which download started.
 */
export function BundleExport() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const { oid, name } = useOrganisation();
  const programmes = useProgrammeNames();
  const exporting = useExportBundle();
  const [asked, setAsked] = useState<Ask | null>(null);

  const start = (ask: Ask) => {
    setAsked(ask);
    exporting.mutate({ oid, ...ask }, { onSuccess: ({ url }) => startDownload(url) });
  };
  const busy = exporting.isPending;

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('bundles.intro')}</Typography>
      {exporting.isError && asked && <CallFailure error={exporting.error} onRetry={() => start(asked)} />}
      {exporting.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('bundles.started', { filename: exporting.data.filename })}
        </Alert>
      )}
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('bundles.organisation')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('bundles.organisationIntro', { organisation: name })}</Typography>
      <Button variant="contained" disabled={busy} onClick={() => start({})} sx={{ mb: 3 }}>
        {busy && asked?.pid === undefined ? t('bundles.preparing') : t('bundles.exportAll')}
      </Button>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('bundles.programmes')}
      </Typography>
      {programmes.isPending && <Typography role="status">{common('loading')}</Typography>}
      {programmes.isError && (
        <CallFailure error={programmes.error} onRetry={() => void programmes.refetch()} />
      )}
      {programmes.data && programmes.data.length === 0 && (
        <Typography>{t('bundles.noProgrammes')}</Typography>
      )}
      {programmes.data && programmes.data.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label={t('bundles.programmes')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('bundles.programme')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('bundles.code')}
                </TableCell>
                <TableCell component="th" scope="col">
                  <Box component="span" sx={visuallyHidden}>
                    {t('bundles.action')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {programmes.data.map((programme) => (
                <TableRow key={programme.pid}>
                  <TableCell>{programme.name}</TableCell>
                  <TableCell>{programme.pid}</TableCell>
                  <TableCell>
                    <Button
                      variant="outlined"
                      disabled={busy}
                      aria-label={t('bundles.exportProgrammeNamed', { name: programme.name })}
                      onClick={() => start({ pid: programme.pid })}
                    >
                      {busy && asked?.pid === programme.pid
                        ? t('bundles.preparing')
                        : t('bundles.exportProgramme')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}

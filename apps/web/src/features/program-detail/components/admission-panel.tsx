import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { ProgramDetail } from '../api/get-program-detail.ts';
import { ApplyDialog } from './apply-dialog.tsx';

/**
 * The partner variant's admission block (il = 1, spec 2 §2): the welcome text, the instruction PDF
 * and Apply, which opens the e-mail verification dialog. Without a current batch there is nothing to
 * apply to, and the block says so instead of offering Apply.
 */
export function AdmissionPanel({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  const { oid } = useOrganisation();
  const [applying, setApplying] = useState(false);
  const { admission, bpid } = program;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="admission-title"
      sx={{ p: { xs: 2, md: 3 }, mb: 4 }}
    >
      <Typography id="admission-title" component="h2" variant="h2" sx={{ mb: 1 }}>
        {t('admission.title')}
      </Typography>
      {admission && (
        <>
          <SafeHtml html={admission.welcome} />
          <Link
            href={mediaHref(oid, admission.instructionPdf)}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
          >
            {t('admission.instructions')}
            <Box component="span" sx={visuallyHidden}>
              {` (${t('admission.opensInNewTab')})`}
            </Box>
          </Link>
        </>
      )}
      <Box sx={{ mt: 2 }}>
        {bpid === null ? (
          <Typography color="text.secondary">{t('admission.closed')}</Typography>
        ) : (
          <Button variant="contained" size="large" onClick={() => setApplying(true)}>
            {t('admission.apply')}
          </Button>
        )}
      </Box>
      {bpid !== null && (
        <ApplyDialog pid={program.pid} bpid={bpid} open={applying} onClose={() => setApplying(false)} />
      )}
    </Paper>
  );
}

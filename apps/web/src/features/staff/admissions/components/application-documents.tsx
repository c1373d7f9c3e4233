import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfView } from '../../../../components/media-viewer/pdf-view.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import type { AdmissionDocument } from '../api/get-admission.ts';

/** One document: an image inline, a PDF in the viewer on demand, anything else as a download. */
function DocumentCard({ document }: { document: AdmissionDocument }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const title = t('admission.documentTitle', { field: document.field, name: document.name });
  const image = document.type === 'png' || document.type === 'jpeg';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {document.field}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 1 }}>
        {t('admission.documentFile', { name: document.name, type: document.type.toUpperCase() })}
      </Typography>
      {image && (
        <Box
          component="img"
          src={document.url}
          alt={title}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 480,
            mb: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {document.type === 'pdf' && (
          <Button
            variant="outlined"
            size="small"
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? t('admission.hidePdf') : t('admission.showPdf')}
          </Button>
        )}
        <Link href={document.url} download={document.name} sx={{ alignSelf: 'center' }}>
          {t('admission.download', { name: document.name })}
        </Link>
      </Box>
      {open && (
        <Box sx={{ mt: 2 }}>
          {/* The viewer's texts load with it: only this card waits for them, not the page. */}
          <Suspense fallback={<PageLoading minHeight={240} />}>
            <PdfView src={document.url} title={title} />
          </Suspense>
        </Box>
      )}
    </Paper>
  );
}

/** The documents the applicant uploaded, each opened through the owner-or-staff file rule. */
export function ApplicationDocuments({ documents }: { documents: AdmissionDocument[] }) {
  const { t } = useTranslation('staff');
  if (documents.length === 0) return <Typography>{t('admission.noDocuments')}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
      {documents.map((document) => (
        <DocumentCard key={`${document.field} ${document.url}`} document={document} />
      ))}
    </Box>
  );
}

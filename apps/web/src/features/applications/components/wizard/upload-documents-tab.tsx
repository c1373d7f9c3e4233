import { applicationDocumentNames } from '@aula/contract/application-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SavedApplication } from '../../api/get-user-application.ts';
import { DocumentUpload } from './document-upload.tsx';

/** Tab 2, Upload Documents (spec 3 §3, §5). */
export function UploadDocumentsTab({ bpid, saved }: { bpid: string; saved: SavedApplication }) {
  const { t } = useTranslation('admissions');
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('uploads.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('uploads.photoGuidance')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {applicationDocumentNames.map((document) => (
          <DocumentUpload
            key={document}
            document={document}
            bpid={bpid}
            savedUrl={saved.documentUrls[document]}
            savedName={saved.uploaddoc?.[document] ?? ''}
          />
        ))}
      </Box>
    </>
  );
}

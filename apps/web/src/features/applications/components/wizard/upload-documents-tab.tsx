import { applicationDocumentNames, applicationDocuments } from '@aula/contract/application-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SavedApplication } from '../../api/get-user-application.ts';
import { DocumentUploadField } from '../application-form/document-upload-field.tsx';
import { DocumentUploadsContext, useFormDocumentUploads } from '../application-form/document-uploads.ts';

/** Tab 2, Upload Documents (spec 3 §3, §5). */
export function UploadDocumentsTab({ bpid, saved }: { bpid: string; saved: SavedApplication }) {
  const { t } = useTranslation('admissions');
  const uploads = useFormDocumentUploads('getApplicationPresignedUrl', bpid, applicationDocuments, {
    labelOf: (document) => t(`uploads.labels.${document}`),
    urls: saved.documentUrls,
    names: saved.uploaddoc,
  });
  return (
    <DocumentUploadsContext value={uploads}>
      <Typography sx={{ mb: 1 }}>{t('uploads.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('uploads.photoGuidance')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {applicationDocumentNames.map((document) => (
          <DocumentUploadField key={document} name={document} inList />
        ))}
      </Box>
    </DocumentUploadsContext>
  );
}

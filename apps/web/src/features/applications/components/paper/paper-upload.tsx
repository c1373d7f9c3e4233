import { type PaperDocument, paperDocuments } from '@aula/contract/paper-form';
import { useTranslation } from 'react-i18next';
import { useUploadApplicationDocument } from '../../api/upload-application-document.ts';
import { DocumentUploadField } from '../application-form/document-upload-field.tsx';
import { usePaperFormFrame } from './paper-context.ts';

/** One upload of the paper form, under its field name (see DocumentUploadField). */
export function PaperUpload({ document }: { document: PaperDocument }) {
  const { bpid, saved } = usePaperFormFrame();
  const { t } = useTranslation('paper-form');
  const upload = useUploadApplicationDocument('getPaperApplicationPresignedUrl', bpid, paperDocuments);
  return (
    <DocumentUploadField
      name={document}
      rule={paperDocuments[document]}
      label={t(`uploads.labels.${document}`)}
      upload={(file, onProgress) => upload.mutateAsync({ document, file, onProgress })}
      savedUrl={saved.documentUrls[document]}
      savedName={saved.form?.[document] ?? ''}
    />
  );
}

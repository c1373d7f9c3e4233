import type { PaperDocument } from '@aula/contract/paper-form';
import { DocumentUploadField } from '../application-form/document-upload-field.tsx';

/** One upload of the paper form, under its field name (see DocumentUploadField and the form's DocumentUploads). */
export function PaperUpload({ document }: { document: PaperDocument }) {
  return <DocumentUploadField name={document} />;
}

import { PaperSection } from './paper-section.tsx';
import { PaperUpload } from './paper-upload.tsx';

const documents = ['tenthdoc', 'tweledoc', 'degreemarksdoc', 'mastersdoc', 'idproofdoc'] as const;

/** F. Documents: the five uploads (the 10th and 12th certificates and the ID proof are required). */
export function DocumentsSection() {
  return (
    <PaperSection letter="F">
      {documents.map((document) => (
        <PaperUpload key={document} document={document} />
      ))}
    </PaperSection>
  );
}

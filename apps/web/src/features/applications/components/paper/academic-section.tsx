import { type PaperForm, paperRows } from '@aula/contract/paper-form';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CertificateTable, SubjectTable } from './certificate-table.tsx';
import { PaperCheckbox } from './paper-checkbox.tsx';
import { PaperField, type PaperTextPath } from './paper-field.tsx';
import { PaperSection } from './paper-section.tsx';
import { PaperRow, PaperTable } from './paper-table.tsx';
import { PaperUpload } from './paper-upload.tsx';

const otherColumns = ['course', 'awardingBody', 'grades', 'year', 'duration'] as const;
const postgraduateColumns = ['DurF', 'DurT', 'PostUni', 'PostQua', 'PostMain', 'PostGradA'] as const;

/** Rows of free text under `table`, one field per column. */
function RecordTable({
  table,
  columns,
  rows,
}: {
  table: 'other' | 'postgraduate';
  columns: readonly (typeof otherColumns)[number][] | readonly (typeof postgraduateColumns)[number][];
  rows: number;
}) {
  const { t } = useTranslation('paper-form');
  const caption = t(`academic.groups.${table}`);
  return (
    <PaperTable
      caption={caption}
      minWidth={640}
      columns={['#', ...columns.map((column) => t(`academic.columns.${column}`))]}
    >
      {Array.from({ length: rows }, (_, index) => index).map((row) => (
        <PaperRow
          key={row}
          cells={[
            row + 1,
            ...columns.map((column) => (
              <PaperField
                key={column}
                cell
                name={`${table}.${row}.${column}` as PaperTextPath}
                label={t('academic.cellOf', {
                  group: caption,
                  column: t(`academic.columns.${column}`),
                  n: row + 1,
                })}
              />
            )),
          ]}
        />
      ))}
    </PaperTable>
  );
}

/** C. Academic records: the school certificates, other and graduate qualifications, English attestation. */
export function AcademicSection() {
  const { t } = useTranslation('paper-form');
  const { control } = useFormContext<PaperForm>();
  const attest = useWatch({ control, name: 'englishAttest' });
  return (
    <PaperSection letter="C">
      <CertificateTable group="tenth" />
      <CertificateTable group="gceO" />
      <PaperUpload document="sixthdoc" />
      <CertificateTable group="twelfth" />
      <SubjectTable
        base="twelfth.subsidiary"
        rows={paperRows.subsidiary}
        caption={t('academic.groups.subsidiary')}
      />
      <CertificateTable group="gceA" />
      <PaperUpload document="sixth_Adoc" />
      <RecordTable table="other" columns={otherColumns} rows={paperRows.other} />
      <RecordTable table="postgraduate" columns={postgraduateColumns} rows={paperRows.postgraduate} />
      <PaperCheckbox name="englishAttest" label={t('academic.englishAttest')} />
      {attest && <PaperUpload document="attachAttest" />}
    </PaperSection>
  );
}

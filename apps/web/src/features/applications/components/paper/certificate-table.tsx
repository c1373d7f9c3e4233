import { paperRows } from '@aula/contract/paper-form';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PaperField, type PaperTextPath } from './paper-field.tsx';
import { fieldGrid } from './paper-section.tsx';
import { PaperRow, PaperTable } from './paper-table.tsx';

export type CertificateGroup = 'tenth' | 'gceO' | 'twelfth' | 'gceA';

/** Subjects and grades, one row each, under `base` (`tenth.subjects`, `twelfth.subsidiary`, ...). */
export function SubjectTable({
  base,
  rows,
  caption,
}: {
  base: `${CertificateGroup}.subjects` | 'twelfth.subsidiary';
  rows: number;
  caption: string;
}) {
  const { t } = useTranslation('paper-form');
  const columns = ['subject', 'grade'] as const;
  return (
    <PaperTable
      caption={caption}
      minWidth={320}
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
                name={`${base}.${row}.${column}` as PaperTextPath}
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

/** A school certificate: year, registration number and its subjects with grades. */
export function CertificateTable({ group }: { group: CertificateGroup }) {
  const { t } = useTranslation('paper-form');
  const caption = t(`academic.groups.${group}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={fieldGrid}>
        <PaperField
          name={`${group}.year`}
          label={t('academic.yearOf', { group: caption })}
          inputMode="numeric"
          required={group === 'tenth' || group === 'twelfth'}
        />
        <PaperField
          name={`${group}.regNo`}
          label={t('academic.regNoOf', { group: caption })}
          required={group === 'tenth' || group === 'twelfth'}
        />
      </Box>
      <SubjectTable base={`${group}.subjects`} rows={paperRows[group]} caption={caption} />
    </Box>
  );
}

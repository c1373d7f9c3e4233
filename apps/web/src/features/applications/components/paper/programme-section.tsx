import { type PaperForm, paperRows } from '@aula/contract/paper-form';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PaperField } from './paper-field.tsx';
import { PaperSection } from './paper-section.tsx';
import { PaperRow, PaperTable } from './paper-table.tsx';

const modes = ['ftime', 'ptime'] as const;

/**
 * B. Programme of study applied for: the first row is the chosen programme (fixed); full-time and
 * part-time exclude each other, so answering one answers the other.
 */
export function ProgrammeSection() {
  const { t } = useTranslation('paper-form');
  const { setValue } = useFormContext<PaperForm>();
  const yesNo = [
    ['yes', t('yes')],
    ['no', t('no')],
  ] as const;
  const rows = Array.from({ length: paperRows.programmes }, (_, index) => index);
  return (
    <PaperSection letter="B">
      <PaperTable
        caption={t('programme.caption')}
        columns={[t('programme.sn'), t('programme.title'), t('programme.ftime'), t('programme.ptime')]}
      >
        {rows.map((row) => {
          const n = row + 1;
          return (
            <PaperRow
              key={row}
              cells={[
                n,
                <PaperField
                  key="title"
                  cell
                  name={`programmeTable.${row}.title`}
                  label={t('programme.titleOf', { n })}
                  readOnly={row === 0}
                />,
                ...modes.map((mode) => (
                  <PaperField
                    key={mode}
                    cell
                    name={`programmeTable.${row}.${mode}`}
                    label={t(`programme.${mode}Of`, { n })}
                    options={yesNo}
                    onChange={(value) => {
                      const other = mode === 'ftime' ? 'ptime' : 'ftime';
                      if (value !== '')
                        setValue(`programmeTable.${row}.${other}`, value === 'yes' ? 'no' : 'yes');
                    }}
                  />
                )),
              ]}
            />
          );
        })}
      </PaperTable>
    </PaperSection>
  );
}

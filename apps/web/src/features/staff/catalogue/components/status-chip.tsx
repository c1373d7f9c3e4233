import type { ProgrammeStatus } from '@aula/contract/staff-catalogue';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = { published: 'success', draft: 'default', retired: 'warning' } as const;

/** A programme's status as a label (its colour repeats what the word says). */
export function StatusChip({ status }: { status: ProgrammeStatus }) {
  const { t } = useTranslation('staff');
  return (
    <Chip size="small" variant="outlined" color={colours[status]} label={t(`catalogue.status.${status}`)} />
  );
}

import type { DraftObject, DraftUnit } from '@aula/contract/staff-course-builder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ObjectRowProps {
  object: DraftObject;
  /** The other units, where the object may move. */
  otherUnits: readonly DraftUnit[];
  controls: ReactNode;
  disabled: boolean;
  onEdit: () => void;
  onRetire: (retired: boolean) => void;
  onMoveTo: (nid: string) => void;
}

/** One learning object of a unit: what it is, and its edit, retire and move controls. */
export function ObjectRow({
  object,
  otherUnits,
  controls,
  disabled,
  onEdit,
  onRetire,
  onMoveTo,
}: ObjectRowProps) {
  const { t } = useTranslation('course-builder');
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 1,
        bgcolor: object.retired ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{object.otitle}</Typography>
        <Chip size="small" label={t(`kinds.${object.otype}`)} />
        {object.retired && <Chip size="small" label={t('retired')} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {controls}
        <Button
          size="small"
          onClick={onEdit}
          disabled={disabled}
          aria-label={t('object.edit', { name: object.otitle })}
        >
          {t('edit')}
        </Button>
        <Button
          size="small"
          onClick={() => onRetire(!object.retired)}
          disabled={disabled}
          aria-label={t(object.retired ? 'object.restore' : 'object.retire', { name: object.otitle })}
        >
          {object.retired ? t('restore') : t('retire')}
        </Button>
        {otherUnits.length > 0 && (
          <TextField
            select
            size="small"
            label={t('object.moveTo', { name: object.otitle })}
            value=""
            onChange={(event) => onMoveTo(event.target.value)}
            disabled={disabled}
            sx={{ minWidth: '12rem' }}
          >
            {otherUnits.map((unit) => (
              <MenuItem key={unit.nid} value={unit.nid}>
                {unit.ntitle}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
    </Box>
  );
}

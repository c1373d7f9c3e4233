import type { DraftObject, DraftUnit } from '@aula/contract/staff-course-builder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftEditor } from '../hooks/use-draft-editor.ts';
import { moveObject, moveObjectToUnit, retireObject, retireUnit } from './draft-edits.ts';
import { ObjectRow } from './object-row.tsx';
import { SortableList } from './sortable-list.tsx';

export interface UnitCardProps {
  unit: DraftUnit;
  editor: DraftEditor;
  controls: ReactNode;
  onEditUnit: () => void;
  onEditObject: (object: DraftObject | undefined) => void;
}

/** One unit: its heading, title and minutes, its objects in order, and their controls. */
export function UnitCard({ unit, editor, controls, onEditUnit, onEditObject }: UnitCardProps) {
  const { t } = useTranslation('course-builder');
  const { draft, saving, apply } = editor;
  const otherUnits = draft.nuggets.filter((each) => each.nid !== unit.nid);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={unit.ntitle}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
        bgcolor: unit.retired ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {unit.ntitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('unit.summary', { unit: unit.unit, minutes: unit.nduration })}
        </Typography>
        {unit.retired && <Chip size="small" label={t('retired')} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {controls}
        <Button
          size="small"
          onClick={onEditUnit}
          disabled={saving}
          aria-label={t('unit.edit', { name: unit.ntitle })}
        >
          {t('edit')}
        </Button>
        <Button
          size="small"
          onClick={() => void apply((old) => retireUnit(old, unit.nid, !unit.retired))}
          disabled={saving}
          aria-label={t(unit.retired ? 'unit.restore' : 'unit.retire', { name: unit.ntitle })}
        >
          {unit.retired ? t('restore') : t('retire')}
        </Button>
      </Box>
      {unit.objects.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('unit.noObjects')}</Typography>
      ) : (
        <SortableList
          items={unit.objects}
          idOf={(object) => object.oid}
          nameOf={(object) => object.otitle}
          disabled={saving}
          onMove={(from, to) => void apply((old) => moveObject(old, unit.nid, from, to))}
        >
          {(object, objectControls) => (
            <ObjectRow
              object={object}
              otherUnits={otherUnits}
              controls={objectControls}
              disabled={saving}
              onEdit={() => onEditObject(object)}
              onRetire={(retired) => void apply((old) => retireObject(old, unit.nid, object.oid, retired))}
              onMoveTo={(nid) => void apply((old) => moveObjectToUnit(old, unit.nid, object.oid, nid))}
            />
          )}
        </SortableList>
      )}
      <Box>
        <Button variant="outlined" onClick={() => onEditObject(undefined)} disabled={saving}>
          {t('object.add', { name: unit.ntitle })}
        </Button>
      </Box>
    </Paper>
  );
}

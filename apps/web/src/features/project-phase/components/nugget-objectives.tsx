import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectNugget } from '../api/get-project-phase.ts';
import { ObjectivePanel } from './objective-panel.tsx';
import { LockIcon } from './project-icons.tsx';

export interface NuggetObjectivesProps {
  bcid: string;
  nugget: ProjectNugget;
  selected: string;
  onSelect: (objid: string) => void;
}

/** A nugget's objectives as vertical tabs (across the top on a narrow screen), the chosen one beside them. */
export function NuggetObjectives({ bcid, nugget, selected, onSelect }: NuggetObjectivesProps) {
  const { t } = useTranslation('project-phase');
  const base = useId();
  const object = nugget.objects.find((each) => each.oid === selected) ?? nugget.objects[0];
  const index = object ? nugget.objects.indexOf(object) : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      {/* Vertical on a phone too, above the panel: a sideways row cut the objectives' titles off. */}
      <Tabs
        orientation="vertical"
        value={index}
        onChange={(_event, value: number) => onSelect(nugget.objects[value]?.oid ?? selected)}
        aria-label={t('objectivesOf', { title: nugget.ntitle })}
        sx={{
          borderRight: { sm: 1 },
          borderBottom: { xs: 1, sm: 0 },
          borderColor: 'divider',
          flexShrink: 0,
          maxWidth: { sm: 260 },
        }}
      >
        {nugget.objects.map((each, i) => (
          <Tab
            key={each.oid}
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel`}
            label={each.otitle}
            icon={each.lock ? <LockIcon fontSize="small" titleAccess={t('locked')} /> : undefined}
            iconPosition="end"
            sx={{
              alignItems: 'flex-start',
              textAlign: 'left',
              textTransform: 'none',
              maxWidth: { xs: 'none', sm: 360 },
            }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${index}`}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {object && <ObjectivePanel key={object.oid} bcid={bcid} object={object} />}
      </Box>
    </Box>
  );
}

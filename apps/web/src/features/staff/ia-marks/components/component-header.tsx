import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../format-time.ts';
import type { IaComponent } from '../api/ia-marks-api.ts';
import { PublishDialog } from './publish-dialog.tsx';

export interface ComponentHeaderProps {
  bcid: string;
  component: IaComponent;
  /** True while the column has changes not saved: publishing waits for them. */
  unsaved: boolean;
  onEdit: () => void;
}

/** A component's column heading: its name, maximum and semester, and whether learners see it. */
export function ComponentHeader({ bcid, component, unsaved, onEdit }: ComponentHeaderProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const [publishing, setPublishing] = useState(false);
  return (
    <Box>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
      >
        {component.name}
      </Typography>
      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
        {t('staffIaMarks.component.outOf', { max: component.maxMarks, semester: component.semester })}
      </Typography>
      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {component.visibleAt === null
          ? t('staffIaMarks.component.draft')
          : t('staffIaMarks.component.published', { time: time.format(component.visibleAt) })}
      </Typography>
      {component.visibleAt === null && (
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={onEdit}
            aria-label={t('staffIaMarks.component.editOf', { name: component.name })}
          >
            {t('staffIaMarks.component.edit')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={unsaved}
            title={unsaved ? t('staffIaMarks.component.saveFirst') : undefined}
            aria-label={t('staffIaMarks.component.publishOf', { name: component.name })}
            onClick={() => setPublishing(true)}
          >
            {t('staffIaMarks.component.publish')}
          </Button>
        </Box>
      )}
      {publishing && <PublishDialog bcid={bcid} component={component} onClose={() => setPublishing(false)} />}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { type IaComponent, useIaGrid } from '../api/ia-marks-api.ts';
import { ComponentDialog } from './component-dialog.tsx';
import { ConcernsPanel } from './concerns-panel.tsx';
import { type GridEdits, MarksGrid } from './marks-grid.tsx';
import { MarksImport } from './marks-import.tsx';

const tabs = ['marks', 'import', 'concerns'] as const;
type TabKey = (typeof tabs)[number];

/** One batch course's IA marks: the grid (with its components), the CSV import, and the concerns. */
export function CourseIaMarks({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const grid = useIaGrid(bcid);
  const search = useSearchState();
  const tab: TabKey = tabs.find((key) => key === search.get('tab')) ?? 'marks';
  const [editing, setEditing] = useState<IaComponent | 'new' | null>(null);
  // Typed marks outlive a visit to another tab: nothing typed is lost before it is saved.
  const [edits, setEdits] = useState<GridEdits>(new Map());
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: TabKey) => search.update({ tab: value === 'marks' ? undefined : value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('staffIaMarks.tabsLabel')}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`staffIaMarks.tabs.${key}`)}
            id={`ia-tab-${key}`}
            aria-controls="ia-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="ia-tab-panel" aria-labelledby={`ia-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'concerns' ? (
          <ConcernsPanel bcid={bcid} />
        ) : (
          <QueryState query={grid} errorTitle={t('staffIaMarks.gridFailed')}>
            {(data) =>
              tab === 'import' ? (
                <MarksImport bcid={bcid} components={data.components} />
              ) : (
                <>
                  <Button variant="outlined" onClick={() => setEditing('new')}>
                    {t('staffIaMarks.component.add')}
                  </Button>
                  {data.components.length === 0 ? (
                    <Box sx={{ mt: 2, color: 'text.secondary' }}>{t('staffIaMarks.grid.noComponents')}</Box>
                  ) : (
                    <MarksGrid
                      bcid={bcid}
                      grid={data}
                      edits={edits}
                      onEditsChange={setEdits}
                      onEdit={setEditing}
                    />
                  )}
                </>
              )
            }
          </QueryState>
        )}
      </Box>
      {editing !== null && (
        <ComponentDialog
          bcid={bcid}
          component={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

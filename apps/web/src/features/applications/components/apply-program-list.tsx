import { type ApplyProgramTab, applyProgramTabs } from '@aula/contract/admissions';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useApplyPrograms } from '../api/get-programs.ts';
import { ApplyProgramCard } from './apply-program-card.tsx';

const tabs = Object.keys(applyProgramTabs) as ApplyProgramTab[];

/** `/applyProgram`: the programs by level, each card with what the learner may do next. */
export function ApplyProgramList() {
  const { t } = useTranslation('admissions');
  const query = useApplyPrograms();
  const [current, setCurrent] = useState<ApplyProgramTab>('underGraduate');
  const base = useId();
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, value: ApplyProgramTab) => setCurrent(value)}
          aria-label={t('listing.tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`listing.tabs.${tab}`)}
              id={`${base}-tab-${tab}`}
              aria-controls={`${base}-panel-${tab}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`${base}-panel-${current}`} aria-labelledby={`${base}-tab-${current}`}>
        <QueryState query={query} errorTitle={t('listing.loadFailed')}>
          {(programs) =>
            programs[current].length === 0 ? (
              <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('listing.empty')}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                }}
              >
                {programs[current].map((program, index) => (
                  <ApplyProgramCard key={program.pid} program={program} first={index === 0} />
                ))}
              </Box>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
